import { normalizeDigits } from './normalize-digits';

describe('normalizeDigits', () => {
  it('turns Arabic-Indic and Eastern Arabic-Indic digits into ASCII digits', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves other characters alone', () => {
    expect(normalizeDigits('+٩٦٦ 50-12')).toBe('+966 50-12');
    expect(normalizeDigits('سكينة')).toBe('سكينة');
  });
});
