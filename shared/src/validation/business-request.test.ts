import { beneficiaryCountMax, branchCountMax, businessRequestSchema } from './business-request';
import { toFieldErrors } from './field-error';
import ar from './locales/ar.json';
import en from './locales/en.json';

const valid = {
  institutionName: 'شركة الأفق للتقنية',
  beneficiaryCount: '٢٥٠',
  branchCount: '3',
  employeeName: 'Noura Alharbi',
  position: 'مديرة الموارد البشرية',
  phone: { country: 'SA', number: '٠٥٠١٢٣٤٥٦٧' },
  email: ' Noura@Horizon.example ',
};

function errorsOf(value: unknown) {
  const result = businessRequestSchema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error);
}

describe('businessRequestSchema', () => {
  it('accepts a filled form typed with Arabic-Indic digits and gives numbers, E.164 and a lower-case email', () => {
    expect(businessRequestSchema.parse(valid)).toEqual({
      institutionName: 'شركة الأفق للتقنية',
      beneficiaryCount: 250,
      branchCount: 3,
      employeeName: 'Noura Alharbi',
      position: 'مديرة الموارد البشرية',
      phone: '+966501234567',
      email: 'noura@horizon.example',
    });
  });

  it('takes counts as numbers too (the API sends Int)', () => {
    expect(businessRequestSchema.parse({ ...valid, beneficiaryCount: 40, branchCount: 1 })).toMatchObject({
      beneficiaryCount: 40,
      branchCount: 1,
    });
  });

  it.each([
    ['letters', '120 employees', 'number_invalid'],
    ['a decimal', '12.5', 'number_invalid'],
    ['a negative number', '-4', 'number_invalid'],
    ['zero', '٠', 'number_too_small'],
    ['more than the upper bound', String(beneficiaryCountMax + 1), 'number_too_large'],
    ['nothing', '  ', 'required'],
  ])('refuses %s as the number of beneficiaries', (_case, beneficiaryCount, code) => {
    expect(errorsOf({ ...valid, beneficiaryCount })).toEqual([{ path: 'beneficiaryCount', code }]);
  });

  it('bounds the number of branches', () => {
    expect(errorsOf({ ...valid, branchCount: String(branchCountMax) })).toEqual([]);
    expect(errorsOf({ ...valid, branchCount: String(branchCountMax + 1) })).toEqual([
      { path: 'branchCount', code: 'number_too_large' },
    ]);
    expect(errorsOf({ ...valid, branchCount: 'three' })).toEqual([{ path: 'branchCount', code: 'number_invalid' }]);
  });

  it('accepts institution names in either language with the joiners companies use, never digits', () => {
    for (const institutionName of [
      'Johnson & Johnson',
      'Al-Rajhi Bank',
      'S.T.C.',
      'Acme, Inc.',
      'مجموعة  الفيصلية',
      "Lowe's",
    ]) {
      expect(errorsOf({ ...valid, institutionName })).toEqual([]);
    }
    expect(businessRequestSchema.parse({ ...valid, institutionName: ' مجموعة   الفيصلية ' }).institutionName).toBe(
      'مجموعة الفيصلية',
    );
    for (const institutionName of ['Vision 2030 Co', 'شركة ٣', '&Co', '<b>Acme</b>']) {
      expect(errorsOf({ ...valid, institutionName })).toEqual([{ path: 'institutionName', code: 'name_letters_only' }]);
    }
  });

  it('wants the employee name in letters only, Arabic or English', () => {
    expect(errorsOf({ ...valid, employeeName: 'نورة الحربي' })).toEqual([]);
    expect(errorsOf({ ...valid, employeeName: 'Noura 2' })).toEqual([
      { path: 'employeeName', code: 'name_letters_only' },
    ]);
    expect(errorsOf({ ...valid, employeeName: '' })).toEqual([{ path: 'employeeName', code: 'required' }]);
  });

  it('wants a position of a sensible length', () => {
    expect(errorsOf({ ...valid, position: 'x' })).toEqual([{ path: 'position', code: 'text_too_short' }]);
    expect(errorsOf({ ...valid, position: 'a'.repeat(101) })).toEqual([{ path: 'position', code: 'text_too_long' }]);
  });

  it('refuses a number that is not valid for the chosen country', () => {
    // An Egyptian mobile typed with Saudi Arabia chosen.
    expect(errorsOf({ ...valid, phone: { country: 'SA', number: '01012345678' } })).toEqual([
      { path: 'phone', code: 'phone_not_in_country' },
    ]);
    expect(errorsOf({ ...valid, phone: { country: 'EG', number: '01012345678' } })).toEqual([]);
    // Written internationally, the number still has to belong to the chosen country.
    expect(errorsOf({ ...valid, phone: { country: 'SA', number: '+201012345678' } })).toEqual([
      { path: 'phone', code: 'phone_not_in_country' },
    ]);
    expect(errorsOf({ ...valid, phone: { country: 'EG', number: '+20 101 234 5678' } })).toEqual([]);
  });

  it('keeps the precise message for a number that is too short or missing', () => {
    expect(errorsOf({ ...valid, phone: { country: 'SA', number: '0501' } })).toEqual([
      { path: 'phone', code: 'phone_too_short' },
    ]);
    expect(errorsOf({ ...valid, phone: { country: 'SA', number: '' } })).toEqual([{ path: 'phone', code: 'required' }]);
  });

  it('names every invalid field at once, in form order', () => {
    expect(
      errorsOf({
        institutionName: '',
        beneficiaryCount: 'many',
        branchCount: '0',
        employeeName: 'N0ura',
        position: '',
        phone: { country: 'SA', number: '0501' },
        email: 'noura@',
      }),
    ).toEqual([
      { path: 'institutionName', code: 'required' },
      { path: 'beneficiaryCount', code: 'number_invalid' },
      { path: 'branchCount', code: 'number_too_small' },
      { path: 'employeeName', code: 'name_letters_only' },
      { path: 'position', code: 'required' },
      { path: 'phone', code: 'phone_too_short' },
      { path: 'email', code: 'email_invalid' },
    ]);
  });

  it('has a message in both languages for every code it can give', () => {
    for (const code of [
      'required',
      'name_letters_only',
      'number_invalid',
      'number_too_small',
      'number_too_large',
      'text_too_short',
      'text_too_long',
      'phone_not_in_country',
      'phone_too_short',
      'email_invalid',
    ]) {
      expect(ar).toHaveProperty([code]);
      expect(en).toHaveProperty([code]);
    }
  });
});
