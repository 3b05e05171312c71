import { formatDate, formatPrice, normalizeDigits } from './format';

describe('formatting', () => {
  it('reads Arabic-Indic and Persian digits', () => {
    expect(normalizeDigits('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(normalizeDigits('۱۲۳ abc')).toBe('123 abc');
  });

  it('shows dates in the page language, with the Hijri date on Arabic pages', () => {
    expect(formatDate('2022-11-11', 'en')).toBe('November 11, 2022');
    const arabic = formatDate('2022-11-11', 'ar');
    expect(arabic).toContain('نوفمبر');
    expect(arabic).toMatch(/1444/);
  });

  it('formats prices in SAR', () => {
    expect(formatPrice(150, 'en')).toMatch(/SAR\s?150/);
  });
});
