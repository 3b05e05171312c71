import { toFieldErrors } from './field-error';
import { passwordSchema, passwordStrength } from './password';
import { confirmCodeSchema, newPasswordSchema, registerSchema, signInSchema } from './accounts';

const firstCode = (value: string) => {
  const result = passwordSchema.safeParse(value);
  return result.success ? null : toFieldErrors(result.error)[0]?.code;
};

describe('passwordSchema (SPEC §5)', () => {
  it.each([
    ['', 'required'],
    ['Abc1234', 'password_length'],
    ['Abcdefghijklmnopqrstuvwxyz12345', 'password_length'],
    ['abcdefg1', 'password_uppercase'],
    ['ABCDEFG1', 'password_lowercase'],
    ['Abcdefgh', 'password_digit'],
    ['Abcdefg1 ', 'password_no_spaces'],
    ['Abcdefg1\t', 'password_no_spaces'],
    ['Abcdefg1س', 'password_english_only'],
    ['Abcdefg١٢', 'password_digit'],
  ])('refuses %j with %s', (value, code) => {
    expect(firstCode(value)).toBe(code);
  });

  it.each(['Abcdefg1', 'Sakina2024pass', 'A1b!@#$%^&*()_+-=', 'Abcdefghijklmnopqrstuvwxyz1234'])(
    'accepts %j',
    (value) => {
      expect(firstCode(value)).toBeNull();
    },
  );
});

describe('passwordStrength', () => {
  it('ticks off each rule as it is met and grades the password', () => {
    expect(passwordStrength('').strength).toBe('empty');
    expect(passwordStrength('abc')).toEqual({
      strength: 'weak',
      met: { length: false, uppercase: false, lowercase: true, digit: false, spaces: true, english: true },
    });
    expect(passwordStrength('Abcdefg1').strength).toBe('fair');
    expect(passwordStrength('Abcdefg1!').strength).toBe('strong');
    expect(passwordStrength('Abcdefghijk1').strength).toBe('strong');
  });
});

describe('account forms', () => {
  it('reports a confirmation that does not match, even while the email is still wrong', () => {
    const result = registerSchema.safeParse({
      email: 'not-an-email',
      password: 'Abcdefg1',
      passwordConfirmation: 'Abcdefg2',
    });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!)).toEqual([
      { path: 'email', code: 'email_invalid' },
      { path: 'passwordConfirmation', code: 'password_mismatch' },
    ]);
  });

  it('lower-cases the email of a registration', () => {
    expect(
      registerSchema.parse({ email: ' Sara@Example.COM ', password: 'Abcdefg1', passwordConfirmation: 'Abcdefg1' }),
    ).toEqual({
      email: 'sara@example.com',
      password: 'Abcdefg1',
      passwordConfirmation: 'Abcdefg1',
    });
  });

  it('does not apply the new-password rules when signing in', () => {
    expect(signInSchema.safeParse({ email: 'sara@example.com', password: 'old' }).success).toBe(true);
    expect(toFieldErrors(signInSchema.safeParse({ email: 'sara@example.com', password: '' }).error!)).toEqual([
      { path: 'password', code: 'required' },
    ]);
  });

  it('applies the same rules to a new password', () => {
    expect(
      toFieldErrors(newPasswordSchema.safeParse({ password: 'abcdefg1', passwordConfirmation: 'abcdefg1' }).error!),
    ).toEqual([{ path: 'password', code: 'password_uppercase' }]);
  });

  it('reads a code typed with Arabic-Indic digits or spaces, and refuses anything but 6 digits', () => {
    expect(confirmCodeSchema.parse({ code: '١٢٣ ٤٥٦' })).toEqual({ code: '123456' });
    expect(toFieldErrors(confirmCodeSchema.safeParse({ code: '12345' }).error!)).toEqual([
      { path: 'code', code: 'code_format' },
    ]);
    expect(toFieldErrors(confirmCodeSchema.safeParse({ code: '' }).error!)).toEqual([
      { path: 'code', code: 'required' },
    ]);
  });
});
