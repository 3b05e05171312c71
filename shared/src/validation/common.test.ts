import { z } from 'zod';
import {
  emailSchema,
  nameSchema,
  normalizeDigits,
  optionalText,
  pageSizeSchema,
  requiredText,
  urlSchema,
  wholeNumberSchema,
} from './common';
import { toFieldErrors } from './field-error';
import ar from './locales/ar.json';
import en from './locales/en.json';

function codesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error).map((field) => field.code);
}

describe('normalizeDigits', () => {
  it('turns Arabic-Indic and Persian digits into ASCII digits and keeps everything else', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeDigits('غرفة ١٢ - room 7')).toBe('غرفة 12 - room 7');
  });
});

describe('emailSchema', () => {
  it('accepts a valid email, trimmed and in lower case', () => {
    expect(emailSchema.parse('  Sara@Example.COM ')).toBe('sara@example.com');
  });

  it('names the problem with a validation key', () => {
    expect(codesOf(emailSchema, '')).toEqual(['required']);
    expect(codesOf(emailSchema, '   ')).toEqual(['required']);
    expect(codesOf(emailSchema, undefined)).toEqual(['required']);
    expect(codesOf(emailSchema, 'sara@')).toEqual(['email_invalid']);
    expect(codesOf(emailSchema, 'sara example.com')).toEqual(['email_invalid']);
  });
});

describe('requiredText and optionalText', () => {
  it('trims and enforces the length', () => {
    const schema = requiredText({ min: 3, max: 10 });
    expect(schema.parse('  hello ')).toBe('hello');
    expect(codesOf(schema, '   ')).toEqual(['required']);
    expect(codesOf(schema, 'ab')).toEqual(['text_too_short']);
    expect(codesOf(schema, 'a'.repeat(11))).toEqual(['text_too_long']);
  });

  it('turns an empty optional text into undefined', () => {
    expect(optionalText().parse('  ')).toBeUndefined();
    expect(optionalText().parse(undefined)).toBeUndefined();
    expect(optionalText().parse(' note ')).toBe('note');
    expect(codesOf(optionalText({ max: 3 }), 'four')).toEqual(['text_too_long']);
  });
});

describe('nameSchema', () => {
  it('accepts Arabic letters with tashkeel for Arabic names and collapses spaces', () => {
    expect(nameSchema('ar').parse(' سارة   العُتيبي ')).toBe('سارة العُتيبي');
    expect(codesOf(nameSchema('ar'), 'Sara')).toEqual(['name_arabic_letters_only']);
    expect(codesOf(nameSchema('ar'), 'سارة ٢')).toEqual(['name_arabic_letters_only']);
  });

  it('accepts English letters, hyphens and apostrophes between letters for English names', () => {
    expect(nameSchema('en').parse("Sara Al-Otaibi O'Neil")).toBe("Sara Al-Otaibi O'Neil");
    expect(codesOf(nameSchema('en'), 'سارة')).toEqual(['name_english_letters_only']);
    expect(codesOf(nameSchema('en'), 'Sara2')).toEqual(['name_english_letters_only']);
    expect(codesOf(nameSchema('en'), '-Sara')).toEqual(['name_english_letters_only']);
  });

  it('accepts either script when any is asked for, but no digits or symbols', () => {
    expect(nameSchema('any').parse('سارة Sara')).toBe('سارة Sara');
    expect(codesOf(nameSchema('any'), 'Sara!')).toEqual(['name_letters_only']);
    expect(codesOf(nameSchema('any'), '')).toEqual(['required']);
  });
});

describe('wholeNumberSchema', () => {
  it('reads numbers and strings with Arabic-Indic digits', () => {
    const schema = wholeNumberSchema({ min: 2, max: 100 });
    expect(schema.parse('١٢')).toBe(12);
    expect(schema.parse(' 7 ')).toBe(7);
    expect(schema.parse(100)).toBe(100);
  });

  it('refuses fractions, signs, words and values out of range', () => {
    const schema = wholeNumberSchema({ min: 2, max: 100 });
    expect(codesOf(schema, '2.5')).toEqual(['number_invalid']);
    expect(codesOf(schema, 2.5)).toEqual(['number_invalid']);
    expect(codesOf(schema, '-3')).toEqual(['number_invalid']);
    expect(codesOf(schema, 'ten')).toEqual(['number_invalid']);
    expect(codesOf(schema, '1')).toEqual(['number_too_small']);
    expect(codesOf(schema, '١٠١')).toEqual(['number_too_large']);
    expect(codesOf(schema, '')).toEqual(['required']);
    expect(codesOf(wholeNumberSchema(), '0')).toEqual(['number_too_small']);
  });
});

describe('urlSchema', () => {
  it('accepts http and https links only', () => {
    expect(urlSchema.parse(' https://www.linkedin.com/in/sara ')).toBe('https://www.linkedin.com/in/sara');
    expect(urlSchema.parse('http://example.com')).toBe('http://example.com');
    expect(codesOf(urlSchema, 'javascript:alert(1)')).toEqual(['url_invalid']);
    expect(codesOf(urlSchema, 'ftp://example.com/file')).toEqual(['url_invalid']);
    expect(codesOf(urlSchema, 'linkedin')).toEqual(['url_invalid']);
  });
});

describe('toFieldErrors', () => {
  it('gives one error per field with its dotted path, first issue first', () => {
    const form = z.object({
      email: emailSchema,
      education: z.array(z.object({ institution: requiredText() })),
      pageSize: pageSizeSchema,
    });
    const result = form.safeParse({ email: 'nope', education: [{ institution: ' ' }], pageSize: 80 });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error)).toEqual([
        { path: 'email', code: 'email_invalid' },
        { path: 'education.0.institution', code: 'required' },
        { path: 'pageSize', code: 'number_too_large' },
      ]);
    }
  });

  it('falls back to a generic key when a schema gives no key of its own', () => {
    const result = z.object({ age: z.number().min(18), kind: z.enum(['a', 'b']) }).safeParse({ age: 3, kind: 'c' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error)).toEqual([
        { path: 'age', code: 'number_too_small' },
        { path: 'kind', code: 'option_invalid' },
      ]);
    }
  });
});

describe('validation messages', () => {
  it('has the same keys in Arabic and English, with text for each', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(ar), ...Object.values(en)]) expect(text.trim()).not.toBe('');
  });

  it('has a message for every key the schemas and the fallback can produce', () => {
    const produced = [
      'required',
      'invalid',
      'option_invalid',
      'too_many',
      'email_invalid',
      'text_too_short',
      'text_too_long',
      'name_letters_only',
      'name_arabic_letters_only',
      'name_english_letters_only',
      'phone_invalid',
      'phone_country_invalid',
      'phone_too_short',
      'phone_too_long',
      'number_invalid',
      'number_too_small',
      'number_too_large',
      'url_invalid',
    ];
    for (const key of produced) expect(Object.keys(en)).toContain(key);
  });
});
