import type { z } from 'zod';
import { toFieldErrors } from '../field-error';
import { todayIso } from './dates';
import { personalInformationSchema } from './personal-information';
import { validPersonalInformation } from './test-data';

function errorsOf(value: unknown): Record<string, string> {
  const result = personalInformationSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(toFieldErrors(result.error).map((field) => [field.path, field.code]));
}

const withChange = (change: Partial<z.input<typeof personalInformationSchema>>) => ({
  ...validPersonalInformation(),
  ...change,
});

function yearsAgo(years: number, dayShift = 0): string {
  const [year, month, day] = todayIso().split('-').map(Number);
  const date = new Date(Date.UTC(year - years, month - 1, day + dayShift));
  return date.toISOString().slice(0, 10);
}

describe('personalInformationSchema (step 1)', () => {
  it('accepts realistic answers and normalises them', () => {
    const parsed = personalInformationSchema.parse(
      withChange({ nationalId: '١٠٠٠٠٠٠٠٠٨', mobile: { country: 'SA', number: '٠٥٠١٢٣٤٥٦٧' }, nationality: 'sa' }),
    );
    expect(parsed).toMatchObject({
      nationalId: '1000000008',
      mobile: { country: 'SA', e164: '+966501234567' },
      nationality: 'SA',
      birthDate: '1988-04-12',
    });
  });

  it('names every empty field', () => {
    expect(
      errorsOf({
        fullNameAr: '',
        fullNameEn: '',
        nationalId: '',
        birthDate: '',
        gender: '',
        nationality: '',
        mobile: { country: 'SA', number: '' },
        country: '',
        city: '',
        bioAr: '',
        bioEn: '',
      }),
    ).toEqual({
      fullNameAr: 'required',
      fullNameEn: 'required',
      nationalId: 'required',
      birthDate: 'required',
      gender: 'required',
      nationality: 'required',
      mobile: 'required',
      country: 'required',
      city: 'required',
      bioAr: 'required',
      bioEn: 'required',
    });
  });

  it('wants the Arabic name in Arabic letters and the English name in English letters', () => {
    expect(errorsOf(withChange({ fullNameAr: 'Sara Alotaibi' }))).toEqual({ fullNameAr: 'name_arabic_letters_only' });
    expect(errorsOf(withChange({ fullNameAr: 'سارة 2' }))).toEqual({ fullNameAr: 'name_arabic_letters_only' });
    expect(errorsOf(withChange({ fullNameEn: 'سارة العتيبي' }))).toEqual({ fullNameEn: 'name_english_letters_only' });
  });

  it('checks the national ID or iqama: 10 digits, 1 or 2 first, and the check digit', () => {
    expect(errorsOf(withChange({ nationalId: '12345' }))).toEqual({ nationalId: 'national_id_length' });
    expect(errorsOf(withChange({ nationalId: '5000000001' }))).toEqual({ nationalId: 'national_id_prefix' });
    expect(errorsOf(withChange({ nationalId: '1000000009' }))).toEqual({ nationalId: 'national_id_invalid' });
    expect(errorsOf(withChange({ nationalId: '1000-00008' }))).toEqual({ nationalId: 'number_invalid' });
  });

  it('wants a real birth date, not in the future, age 18 and under 70', () => {
    expect(errorsOf(withChange({ birthDate: '1990-02-30' }))).toEqual({ birthDate: 'date_invalid' });
    expect(errorsOf(withChange({ birthDate: yearsAgo(0, 1) }))).toEqual({ birthDate: 'birth_date_future' });
    expect(errorsOf(withChange({ birthDate: yearsAgo(18, 1) }))).toEqual({ birthDate: 'age_too_young' });
    expect(errorsOf(withChange({ birthDate: yearsAgo(18) }))).toEqual({});
    expect(errorsOf(withChange({ birthDate: yearsAgo(70, 1) }))).toEqual({});
    expect(errorsOf(withChange({ birthDate: yearsAgo(70) }))).toEqual({ birthDate: 'age_too_old' });
  });

  it('wants each bio in its own language and long enough', () => {
    const english = validPersonalInformation().bioEn;
    const arabic = validPersonalInformation().bioAr;
    expect(errorsOf(withChange({ bioAr: english }))).toEqual({ bioAr: 'bio_arabic_only' });
    expect(errorsOf(withChange({ bioEn: arabic }))).toEqual({ bioEn: 'bio_english_only' });
    expect(errorsOf(withChange({ bioEn: 'Psychologist.' }))).toEqual({ bioEn: 'text_too_short' });
    // A few English terms inside an Arabic bio are fine.
    expect(errorsOf(withChange({ bioAr: `${arabic} أستخدم العلاج المعرفي السلوكي CBT.` }))).toEqual({});
  });

  it('wants a valid mobile number and real countries', () => {
    expect(errorsOf(withChange({ mobile: { country: 'SA', number: '0000000000' } }))).toEqual({
      mobile: 'phone_invalid',
    });
    expect(errorsOf(withChange({ mobile: { country: 'SA', number: '050' } }))).toEqual({ mobile: 'phone_too_short' });
    expect(errorsOf(withChange({ nationality: 'XX', country: 'Saudi' }))).toEqual({
      nationality: 'option_invalid',
      country: 'option_invalid',
    });
    expect(errorsOf(withChange({ gender: 'other' }))).toEqual({ gender: 'option_invalid' });
  });
});
