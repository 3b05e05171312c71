const localTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A datetime-local input's value (`2026-12-01T09:30`, the device's time) as the API takes it: ISO 8601 with the
 * device's offset at that time (`2026-12-01T09:30:00+03:00`). Null for anything else, or a day that does not exist.
 */
export function scheduleTimeOf(value: string): string | null {
  const match = localTime.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const time = new Date(year, month - 1, day, hour, minute);
  if (time.getMonth() !== month - 1 || time.getDate() !== day) return null;
  // Written from the time itself: an hour a clock change skips becomes the one after it, with its offset.
  const offset = -time.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const date = `${time.getFullYear()}-${twoDigits(time.getMonth() + 1)}-${twoDigits(time.getDate())}`;
  const clock = `${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}:00`;
  return `${date}T${clock}${sign}${twoDigits(Math.floor(Math.abs(offset) / 60))}:${twoDigits(Math.abs(offset) % 60)}`;
}
