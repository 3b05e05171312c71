import { toFieldErrors } from './field-error';
import { isBreachedPassword, loadBreachedPasswords, passwordSchema, passwordStrength } from './password';
import { confirmCodeSchema, newPasswordSchema, registerSchema, signInSchema } from './accounts';

const firstCode = async (value: string) => {
  const result = await passwordSchema.safeParseAsync(value);
  return result.success ? null : toFieldErrors(result.error)[0]?.code;
};

describe('passwordSchema (issue 13: 8–128 characters, any script, not breached)', () => {
  it.each([
    ['', 'required'],
    ['Ab1!xyz', 'password_length'],
    ['كلمة١٢٣', 'password_length'],
    ['x'.repeat(129), 'password_length'],
    ['😀'.repeat(129), 'password_length'],
    ['password', 'password_breached'],
    ['Password1', 'password_breached'],
    ['QWERTYUIOP', 'password_pattern'],
    ['iloveyou', 'password_breached'],
    ['        ', 'password_pattern'],
    ['\t \u00a0  \u3000  ', 'password_pattern'],
    ['qqqqqqqq', 'password_pattern'],
    ['QqQqQqQqQq', 'password_pattern'],
    ['ــــــــ', 'password_pattern'],
    ['0123456789', 'password_pattern'],
    ['😀😀😀😀😀😀😀😀', 'password_pattern'],
    ['x'.repeat(128), 'password_pattern'],
    ['98765432', 'password_pattern'],
    ['abcdefghijk', 'password_pattern'],
    ['ZYXWVUTS', 'password_pattern'],
    ['qwertyui', 'password_pattern'],
    ['LKJHGFDSA', 'password_pattern'],
    ['password', 'password_breached'],
    ['password123', 'password_breached'],
  ])('refuses %j with %s', async (value, code) => {
    expect(await firstCode(value)).toBe(code);
  });

  it.each([
    'abcdefgh-sakina',
    'all lower case words with spaces',
    'كلمة مرور عربية طويلة',
    '١٢٣٤٥٦٧٨٩٠١٢',
    '😀🌙😀🌙😀🌙😀🌙',
    'xy'.repeat(64),
    '😀🌙'.repeat(64),
    'Sakina2024pass',
  ])('accepts %j', async (value) => {
    expect(await firstCode(value)).toBeNull();
  });

  it('reads the breached list without a network call, in any letter case', async () => {
    expect(await isBreachedPassword('SUNSHINE')).toBe(true);
    expect(await isBreachedPassword('a correct horse of sakina')).toBe(false);
  });
});

describe('passwordStrength', () => {
  it('ticks off the rules and grades the password by length alone', () => {
    expect(passwordStrength('').strength).toBe('empty');
    expect(passwordStrength('sak')).toEqual({ strength: 'weak', met: { length: false, pattern: true } });
    expect(passwordStrength('qqqqqqqq')).toEqual({ strength: 'weak', met: { length: true, pattern: false } });
    expect(passwordStrength('sakina-1').strength).toBe('fair');
    expect(passwordStrength('كلمة مرور طويلة').strength).toBe('strong');
    expect(passwordStrength('x'.repeat(129)).strength).toBe('weak');
  });

  it('agrees with the schema about breached passwords once the list has loaded', async () => {
    await loadBreachedPasswords();
    expect(passwordStrength('password123').strength).toBe('breached');
    expect(await firstCode('password123')).toBe('password_breached');
    expect(passwordStrength('Sakina2024pass').strength).toBe('strong');
  });
});

describe('account forms', () => {
  it('reports a confirmation that does not match, even while the email is still wrong', async () => {
    const result = await registerSchema.safeParseAsync({
      email: 'not-an-email',
      password: 'Sakina2024pass',
      passwordConfirmation: 'Sakina2024pasS',
    });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!)).toEqual([
      { path: 'email', code: 'email_invalid' },
      { path: 'passwordConfirmation', code: 'password_mismatch' },
    ]);
  });

  it('reports a short password and a confirmation that does not match together', async () => {
    const result = await registerSchema.safeParseAsync({
      email: 'sara@example.com',
      password: 'sakina1',
      passwordConfirmation: 'sakina2',
    });
    expect(toFieldErrors(result.error!)).toEqual([
      { path: 'password', code: 'password_length' },
      { path: 'passwordConfirmation', code: 'password_mismatch' },
    ]);
  });

  it('lower-cases the email of a registration', async () => {
    expect(
      await registerSchema.parseAsync({
        email: ' Sara@Example.COM ',
        password: 'Sakina2024pass',
        passwordConfirmation: 'Sakina2024pass',
      }),
    ).toEqual({
      email: 'sara@example.com',
      password: 'Sakina2024pass',
      passwordConfirmation: 'Sakina2024pass',
    });
  });

  it('does not apply the new-password rules when signing in', () => {
    expect(signInSchema.safeParse({ email: 'sara@example.com', password: 'old' }).success).toBe(true);
    expect(toFieldErrors(signInSchema.safeParse({ email: 'sara@example.com', password: '' }).error!)).toEqual([
      { path: 'password', code: 'required' },
    ]);
  });

  it('applies the same rules to a new password', async () => {
    expect(
      toFieldErrors(
        (await newPasswordSchema.safeParseAsync({ password: 'football', passwordConfirmation: 'football' })).error!,
      ),
    ).toEqual([{ path: 'password', code: 'password_breached' }]);
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
