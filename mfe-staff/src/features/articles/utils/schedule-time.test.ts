import { scheduleTimeOf } from './schedule-time';

describe('scheduleTimeOf', () => {
  it('writes the local time with the device’s offset then, naming the same instant', () => {
    const iso = scheduleTimeOf('2026-12-01T09:30');
    expect(iso).toMatch(/^2026-12-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso!)).toBe(new Date(2026, 11, 1, 9, 30).getTime());
    expect(Date.parse(scheduleTimeOf(' 2027-07-15T23:05 ')!)).toBe(new Date(2027, 6, 15, 23, 5).getTime());
  });

  it('refuses what is not a datetime-local value, and days that do not exist', () => {
    expect(scheduleTimeOf('')).toBeNull();
    expect(scheduleTimeOf('2026-12-01')).toBeNull();
    expect(scheduleTimeOf('2026-02-30T10:00')).toBeNull();
    expect(scheduleTimeOf('tomorrow at ten')).toBeNull();
  });
});
