import { Container } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AccountSetUp } from '../features/authentication/components/account-set-up';
import styles from '../components/staff.module.css';

const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * /staff/set-up#token=…: the one-time link. Shows the authenticator's QR code (once), takes the password and a
 * first code, then shows the recovery codes (once).
 */
export default function StaffSetUpPage() {
  const { t } = useTranslation('staff');
  const { hash } = useLocation();
  return (
    <Container size="narrow" className={styles.frame}>
      <h1 className={styles.title}>{t('setUp.title')}</h1>
      <AccountSetUp token={tokenOf(hash)} />
    </Container>
  );
}
