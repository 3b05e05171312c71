import { Button, Card, Container, TextField } from '@sakina/shared/ui';
import { localeFromPath, localePath } from '@sakina/shared/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useBeginSetup, type StaffSetup } from '../api/begin-setup';
import { useCompleteSetup } from '../api/complete-setup';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';

const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * /staff/set-up#token=…: the one-time link. Shows the authenticator's QR code (once), takes the password and a
 * first code, then shows the recovery codes (once).
 */
export default function StaffSetUpPage() {
  const { t } = useTranslation('staff');
  const { t: tValidation } = useTranslation('validation');
  const { pathname, hash } = useLocation();
  const locale = localeFromPath(pathname);
  const token = tokenOf(hash);
  const [begin] = useBeginSetup();
  const [complete, { loading }] = useCompleteSetup();
  const [setup, setSetup] = useState<StaffSetup | null>(null);
  const [linkFailure, setLinkFailure] = useState<StaffFailure | null>(null);
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const started = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const codesRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setLinkFailure({ code: 'STAFF_SETUP_LINK_INVALID', fields: [] });
      return;
    }
    begin({ variables: { token } })
      .then((result) => setSetup(result.data?.staffBeginSetup ?? null))
      .catch((error: unknown) => setLinkFailure(staffFailure(error)));
  }, [begin, token]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      const result = await complete({
        variables: { input: { token, password, passwordConfirmation: confirmation, code: code.trim() } },
      });
      setRecoveryCodes(result.data?.staffCompleteSetup.recoveryCodes ?? []);
      requestAnimationFrame(() => codesRef.current?.focus());
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
    <Container size="narrow" className={styles.frame}>
      <h1 className={styles.title}>{t('setUp.title')}</h1>
      {linkFailure ? (
        <p role="alert" className={styles.error}>
          {t(`errors.${linkFailure.code}`)}
        </p>
      ) : null}
      {!setup && !linkFailure ? <p aria-busy="true">{t('common.loading')}</p> : null}
      {recoveryCodes ? (
        <Card padding="large">
          <h2 tabIndex={-1} ref={codesRef} className={styles.subtitle}>
            {t('setUp.recoveryTitle')}
          </h2>
          <p>{t('setUp.recoveryIntro')}</p>
          <ul className={styles.codes} aria-label={t('setUp.recoveryTitle')}>
            {recoveryCodes.map((recovery) => (
              <li key={recovery} dir="ltr">
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <Link to={localePath('/staff/sign-in', locale)}>{t('setUp.toSignIn')}</Link>
        </Card>
      ) : setup ? (
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
      ) : null}
    </Container>
  );
}
