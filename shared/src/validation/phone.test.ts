import { z } from 'zod';
import { toFieldErrors } from './field-error';
import { phoneSchema } from './phone';

function codesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error).map((field) => field.code);
}

describe('phoneSchema', () => {
  it('reads a national number against the chosen country and returns E.164', () => {
    expect(phoneSchema.parse({ country: 'SA', number: '050 123 4567' })).toBe('+966501234567');
    expect(phoneSchema.parse({ country: 'sa', number: '٠٥٠١٢٣٤٥٦٧' })).toBe('+966501234567');
  });

  it('reads a number starting with + as international whatever the chosen country', () => {
    expect(phoneSchema.parse({ country: 'SA', number: '+44 7400 123456' })).toBe('+447400123456');
    expect(phoneSchema.parse({ country: 'XX', number: '+971 50 123 4567' })).toBe('+971501234567');
  });

  it('names the problem with a validation key', () => {
    expect(codesOf(phoneSchema, { country: 'SA', number: '' })).toEqual(['required']);
    expect(codesOf(phoneSchema, { country: 'SA', number: '12' })).toEqual(['phone_too_short']);
    expect(codesOf(phoneSchema, { country: 'SA', number: '0501234567890123' })).toEqual(['phone_too_long']);
    expect(codesOf(phoneSchema, { country: 'SA', number: '0901234567' })).toEqual(['phone_invalid']);
    expect(codesOf(phoneSchema, { country: 'SA', number: '1'.repeat(26) })).toEqual(['phone_too_long']);
    expect(codesOf(phoneSchema, { country: 'ZZ', number: '0501234567' })).toEqual(['phone_country_invalid']);
    expect(codesOf(phoneSchema, { country: 'SA', number: 'call me' })).toEqual(['phone_invalid']);
  });

  it('reports the error on the phone field itself', () => {
    const form = z.object({ phone: phoneSchema });
    const result = form.safeParse({ phone: { country: 'SA', number: '12' } });
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldErrors(result.error)).toEqual([{ path: 'phone', code: 'phone_too_short' }]);
  });
});
