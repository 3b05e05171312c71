import { contactMessageSchema, contactReasons } from './contact';
import { toFieldErrors } from './field-error';
import { idempotencyKeySchema, createIdempotencyKey } from './idempotency';
import { newsletterSubscriptionSchema, newsletterTokenSchema } from './newsletter';
import ar from './locales/ar.json';
import en from './locales/en.json';

const valid = {
  name: 'سارة العتيبي',
  email: ' Sara@Example.com ',
  phone: { country: 'SA', number: '٠٥٠١٢٣٤٥٦٧' },
  reason: 'technical_issue',
  subject: 'The app does not open',
  message: 'The app closes as soon as I open it on my phone.',
};

function fieldErrors(value: unknown) {
  const result = contactMessageSchema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error);
}

describe('contactMessageSchema', () => {
  it('accepts a filled form and stores the phone in E.164, typed with Arabic-Indic digits', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({
      name: 'سارة العتيبي',
      email: 'sara@example.com',
      phone: '+966501234567',
      reason: 'technical_issue',
      subject: 'The app does not open',
      message: 'The app closes as soon as I open it on my phone.',
    });
  });

  it('lists the eleven reasons of the spec', () => {
    expect(contactReasons).toHaveLength(11);
    for (const reason of contactReasons) {
      expect(contactMessageSchema.safeParse({ ...valid, reason }).success).toBe(true);
    }
  });

  it('names every invalid field with a validation key', () => {
    expect(
      fieldErrors({
        name: 'Sara 123',
        email: 'sara@',
        phone: { country: 'SA', number: '0501' },
        reason: 'gossip',
        subject: '   ',
        message: '',
      }),
    ).toEqual([
      { path: 'name', code: 'name_letters_only' },
      { path: 'email', code: 'email_invalid' },
      { path: 'phone', code: 'phone_too_short' },
      { path: 'reason', code: 'option_invalid' },
      { path: 'subject', code: 'required' },
      { path: 'message', code: 'required' },
    ]);
  });

  it('refuses a message that is too short or too long', () => {
    expect(fieldErrors({ ...valid, message: 'Help' })).toEqual([{ path: 'message', code: 'text_too_short' }]);
    expect(fieldErrors({ ...valid, message: 'x'.repeat(5001) })).toEqual([{ path: 'message', code: 'text_too_long' }]);
  });
});

describe('newsletter schemas', () => {
  it('reads the email like every other form', () => {
    expect(newsletterSubscriptionSchema.parse({ email: 'Reader@Example.com' })).toEqual({
      email: 'reader@example.com',
    });
    expect(newsletterSubscriptionSchema.safeParse({ email: 'reader' }).success).toBe(false);
  });

  it('accepts only well-formed unsubscribe tokens', () => {
    expect(newsletterTokenSchema.safeParse('abcdefghijklmnopqrstuvwxyz012345').success).toBe(true);
    expect(newsletterTokenSchema.safeParse('short').success).toBe(false);
    expect(newsletterTokenSchema.safeParse("abcdefghijklmnopqrstuvwxyz' or 1=1").success).toBe(false);
  });
});

describe('idempotency keys', () => {
  it('makes keys the schema accepts, a new one each time', () => {
    const first = createIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
    expect(createIdempotencyKey()).not.toBe(first);
    expect(idempotencyKeySchema.safeParse('too-short').success).toBe(false);
  });
});

it('has a message in both languages for every code these schemas use', () => {
  for (const code of ['idempotency_key_invalid', 'newsletter_token_invalid', 'name_letters_only', 'option_invalid']) {
    expect(ar).toHaveProperty(code);
    expect(en).toHaveProperty(code);
  }
});
