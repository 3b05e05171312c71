const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per language and options: building one costs far more than using it. */
function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(`${language}-u-nu-latn`, options);
    } catch {
      formatter = new Intl.NumberFormat('en', options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats with Western digits in every language: numbers on the site stay 0-9 and left to right. */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(language, options).format(value);
}
