import { normalizeDigits } from '../utils/normalize-digits';

/** ASCII digits and dashes only: Arabic-Indic digits become 0-9 and / . or spaces become dashes. */
export function normalizeDateText(text: string): string {
  return normalizeDigits(text)
    .replace(/[/.\s\\\u066b\u060c]/g, '-')
    .replace(/[^\d-]/g, '');
}

/** The ISO date (yyyy-mm-dd) typed, or null when it is not a real calendar date. */
export function parseDateInput(text: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(normalizeDateText(text.trim()));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) return null;
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
