import { Button, Card, TextField } from '@sakina/shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffSetup } from '../api/begin-setup';
import { useCompleteSetup } from '../api/complete-setup';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';

interface AuthenticatorEnrolmentProps {
  token: string;
  setup: StaffSetup;
  onCompleted: (recoveryCodes: string[]) => void;
}

/** The authenticator's QR code and key (shown once), then the password and a first code that finish the set-up. */
export function AuthenticatorEnrolment({ token, setup, onCompleted }: AuthenticatorEnrolmentProps) {
  const { t } = useTranslation('staff');
  const { t: tValidation } = useTranslation('validation');
  const [complete, { loading }] = useCompleteSetup();
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      const result = await complete({
        variables: { input: { token, password, passwordConfirmation: confirmation, code: code.trim() } },
      });
      onCompleted(result.data?.staffCompleteSetup.recoveryCodes ?? []);
    } catch (error) {
      setCode('');
      setFailure(staffFailure(error));
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  const fieldError = (path: string) => {
    const field = failure?.fields.find((entry) => entry.path === path);
    return field ? tValidation(field.code) : undefined;
  };

  return (
    <Card padding="large">
      <p>{t('setUp.intro', { email: setup.email, role: t(`roles.${setup.role}`) })}</p>
      <h2 className={styles.subtitle}>{t('setUp.appTitle')}</h2>
      <p>{t('setUp.appIntro')}</p>
      <img className={styles.qr} src={setup.totpQrDataUrl} alt={t('setUp.qrAlt')} width={200} height={200} />
      <p>
        {t('setUp.secret')}{' '}
        <code dir="ltr" className={styles.secret}>
          {setup.totpSecret}
        </code>
      </p>
      <form method="post" noValidate onSubmit={handleSubmit} className={styles.form}>
        {failure ? (
          <div role="alert" tabIndex={-1} ref={alertRef} className={styles.error}>
            {failure.fields.length > 0 ? t('errors.fields') : t(`errors.${failure.code}`)}
          </div>
        ) : null}
        <TextField
          label={t('setUp.password')}
          hint={t('setUp.passwordHint')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          error={fieldError('password')}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('setUp.passwordConfirmation')}
          type="password"
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          error={fieldError('passwordConfirmation')}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <TextField
          label={t('setUp.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          value={code}
          error={fieldError('code')}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" disabled={loading}>
          {t('setUp.submit')}
        </Button>
      </form>
    </Card>
  );
}
