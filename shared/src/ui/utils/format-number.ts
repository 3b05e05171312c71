/** Formats with Western digits in every language: numbers on the site stay 0-9 and left to right. */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  try {
    return new Intl.NumberFormat(`${language}-u-nu-latn`, options).format(value);
  } catch {
    return new Intl.NumberFormat('en', options).format(value);
  }
}
