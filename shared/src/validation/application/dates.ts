import { normalizeDigits } from '../arabic-normalize';

/** The platform is Saudi: "today" is the calendar day in Riyadh, in the browser and on the server alike. */
export const applicationTimeZone = 'Asia/Riyadh';

/** Today's date in Riyadh as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: applicationTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A typed date (YYYY-MM-DD; Arabic-Indic digits, slashes or dots allowed) as YYYY-MM-DD, or null when it is not a real day. */
export function parseIsoDate(text: string): string | null {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(normalizeDigits(text).trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole years from `birthDate` to `on` (both YYYY-MM-DD): a birthday counts from its day. */
export function ageOn(birthDate: string, on: string): number {
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number);
  const [year, month, day] = on.split('-').map(Number);
  const beforeBirthday = month < birthMonth || (month === birthMonth && day < birthDay);
  return year - birthYear - (beforeBirthday ? 1 : 0);
}
