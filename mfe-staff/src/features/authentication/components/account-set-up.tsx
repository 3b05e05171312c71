import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetUpLink } from '../hooks/use-set-up-link';
import styles from '../../../components/staff.module.css';
import { AuthenticatorEnrolment } from './authenticator-enrolment';
import { RecoveryCodes } from './recovery-codes';

/** A new member's set-up from the one-time link: the authenticator and password, then the recovery codes. */
export function AccountSetUp({ token }: { token: string }) {
  const { t } = useTranslation('staff');
  const { setup, linkFailure } = useSetUpLink(token);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <>
      {linkFailure ? (
        <p role="alert" className={styles.error}>
          {t(`errors.${linkFailure.code}`)}
        </p>
      ) : null}
      {!setup && !linkFailure ? <p aria-busy="true">{t('common.loading')}</p> : null}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : setup ? (
        <AuthenticatorEnrolment token={token} setup={setup} onCompleted={setRecoveryCodes} />
      ) : null}
    </>
  );
}
