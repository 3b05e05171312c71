import { todayIso } from '@sakina/shared/validation';

/**
 * The Saudi calendar day of `now` (YYYY-MM-DD), the day registration dates are counted in: a registration valid
 * through the 31st has expired from midnight in Riyadh (21:00 UTC). The application form checks dates by the same day.
 */
export const riyadhDate = (now: Date): string => todayIso(now);
