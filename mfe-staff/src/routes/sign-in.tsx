import { Card, Container } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import { SignInForm } from '../features/authentication/components/sign-in-form';
import styles from '../components/staff.module.css';

/** /staff/sign-in: email, password and the authenticator's code (or a recovery code). */
export default function StaffSignInPage() {
  const { t } = useTranslation('staff');
  return (
    <Container size="narrow" className={styles.frame}>
      <h1 className={styles.title}>{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      <Card padding="large">
        <SignInForm />
      </Card>
    </Container>
  );
}
