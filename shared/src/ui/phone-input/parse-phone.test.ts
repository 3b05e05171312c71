import { emptyPhoneValue, parsePhone, sanitizePhoneText } from './parse-phone';

describe('parsePhone', () => {
  it('reads an international Saudi number and picks Saudi Arabia', () => {
    expect(parsePhone('+966501234567', 'EG')).toEqual({
      countryCode: '966',
      country: 'SA',
      number: '+966501234567',
      valid: true,
      formatted: '+966 50 123 4567',
      nationalNumber: '501234567',
      e164: '+966501234567',
    });
  });

  it('reads a national number against the chosen country', () => {
    const value = parsePhone('0501234567', 'SA');
    expect(value.valid).toBe(true);
    expect(value.country).toBe('SA');
    expect(value.countryCode).toBe('966');
    expect(value.e164).toBe('+966501234567');
    expect(value.number).toBe('0501234567');
  });

  it('rejects a number that is too short', () => {
    const value = parsePhone('12', 'SA');
    expect(value.valid).toBe(false);
    expect(value.e164).toBe('');
    expect(value.number).toBe('12');
  });

  it('reads Arabic-Indic digits as ASCII digits', () => {
    const value = parsePhone('٠٥٠١٢٣٤٥٦٧', 'SA');
    expect(value.number).toBe('0501234567');
    expect(value.valid).toBe(true);
    expect(value.e164).toBe('+966501234567');
    expect(parsePhone('+۹۶۶۵۰۱۲۳۴۵۶۷', 'SA').valid).toBe(true);
  });

  it('switches the country from the dial code while the number is still being typed', () => {
    expect(parsePhone('+20', 'SA')).toMatchObject({ country: 'EG', countryCode: '20', valid: false });
    expect(parsePhone('+44 7', 'SA')).toMatchObject({ country: 'GB', countryCode: '44' });
  });

  it('keeps the chosen country when it shares the dial code', () => {
    expect(parsePhone('+1 202', 'CA')).toMatchObject({ country: 'CA', countryCode: '1' });
    expect(parsePhone('+1 202', 'SA')).toMatchObject({ country: 'US', countryCode: '1' });
  });

  it('reads the same digits differently for another country', () => {
    const egypt = parsePhone('01001234567', 'EG');
    expect(egypt).toMatchObject({ country: 'EG', countryCode: '20', valid: true, e164: '+201001234567' });
    expect(parsePhone('01001234567', 'SA').valid).toBe(false);
  });

  it('falls back to Saudi Arabia for an unknown country and returns an empty value for no digits', () => {
    expect(parsePhone('', 'ZZ')).toEqual({ ...emptyPhoneValue('SA'), number: '' });
    expect(parsePhone('+', 'EG')).toMatchObject({ country: 'EG', number: '+', valid: false });
  });
});

describe('sanitizePhoneText', () => {
  it('drops letters, keeps one leading plus and caps the length at 25', () => {
    expect(sanitizePhoneText(' +966-50 abc (123)+4567')).toBe('+966-50  (123)4567');
    expect(sanitizePhoneText('1'.repeat(40))).toHaveLength(25);
  });
});
