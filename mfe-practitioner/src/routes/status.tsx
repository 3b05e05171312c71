import { useTranslation } from 'react-i18next';
import { MyDataSection } from '../features/accounts/components/my-data-section';
import { SignOutButton } from '../features/accounts/components/sign-out-button';
import { StatusView } from '../features/application/components/status-view';
import styles from '../features/application/components/application.module.css';

export default function StatusPage() {
  const { t } = useTranslation('practitioner');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 className={styles.title}>{t('pages.status.title')}</h1>
        </div>
        <SignOutButton variant="ghost" size="small" />
      </header>
      <StatusView />
      <MyDataSection />
    </div>
  );
}
