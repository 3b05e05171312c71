import { ageOn, parseIsoDate, todayIso } from './dates';

describe('application dates', () => {
  it('reads typed dates, with Arabic-Indic digits or slashes, and refuses days that do not exist', () => {
    expect(parseIsoDate('1990-05-21')).toBe('1990-05-21');
    expect(parseIsoDate('١٩٩٠/٥/٢١')).toBe('1990-05-21');
    expect(parseIsoDate('1990-02-29')).toBeNull();
    expect(parseIsoDate('1992-02-29')).toBe('1992-02-29');
    expect(parseIsoDate('21-05-1990')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });

  it('counts whole years, a birthday counting from its own day', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('1956-01-01', '2025-12-31')).toBe(69);
    expect(ageOn('1956-01-01', '2026-01-01')).toBe(70);
  });

  it("takes today in Riyadh's calendar (UTC+3)", () => {
    expect(todayIso(new Date('2026-03-01T20:59:00Z'))).toBe('2026-03-01');
    expect(todayIso(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
  });
});
