const arabicIndicZero = 0x0660;
const easternArabicIndicZero = 0x06f0;

/** Turns Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits into ASCII digits; other characters pass through. */
export function normalizeDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= easternArabicIndicZero ? easternArabicIndicZero : arabicIndicZero;
    return String(code - zero);
  });
}
