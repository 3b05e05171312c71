import { riyadhDate } from './riyadh-date';

describe('riyadhDate', () => {
  it('turns the day at midnight in Riyadh, three hours before midnight UTC', () => {
    expect(riyadhDate(new Date('2026-11-26T20:59:00Z'))).toBe('2026-11-26');
    expect(riyadhDate(new Date('2026-11-26T21:00:00Z'))).toBe('2026-11-27');
    // Still the 26th in UTC: a registration valid through the 26th has already expired in Riyadh.
    expect(riyadhDate(new Date('2026-11-26T22:30:00Z'))).toBe('2026-11-27');
  });
});
