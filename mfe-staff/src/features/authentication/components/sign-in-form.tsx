import { Button, TextField } from '@sakina/shared/ui';
import { localeFromPath, localePath, safeReturnPath } from '@sakina/shared/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useStaffSignIn } from '../api/sign-in';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';

/** Email, password and the authenticator's code (or a recovery code); then back to the console page asked for. */
export function SignInForm() {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [signIn, { loading }] = useStaffSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const empty = [
      ...(email.trim() ? [] : ['email']),
      ...(password ? [] : ['password']),
      ...(code.trim() ? [] : ['code']),
    ];
    setMissing(empty);
    setFailure(null);
    if (empty.length > 0) return;
    try {
      await signIn({ variables: { input: { email: email.trim(), password, code: code.trim() } } });
      const returnTo = safeReturnPath(searchParams.get('returnTo'), locale, '/staff');
      // Only back into the console: a return path elsewhere goes to the queue.
      navigate(/^\/(en\/)?staff(\/|$|\?)/.test(returnTo) ? returnTo : localePath('/staff', locale));
    } catch (error) {
      // What was typed stays; only the code is cleared, since it is good for one use.
      setCode('');
      setFailure(staffFailure(error));
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  const requiredError = (name: string) => (missing.includes(name) ? t(`signIn.required.${name}`) : undefined);

  return (
    <form method="post" noValidate onSubmit={handleSubmit} className={styles.form}>
      {failure ? (
        <div role="alert" tabIndex={-1} ref={alertRef} className={styles.error}>
          {t(`errors.${failure.code}`)}
        </div>
      ) : null}
      <TextField
        label={t('signIn.email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        error={requiredError('email')}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('signIn.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={requiredError('password')}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t('signIn.code')}
        hint={t('signIn.codeHint')}
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        value={code}
        error={requiredError('code')}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" disabled={loading}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
