import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@sakina/shared/navigation';
import { Button, LinkButton } from '@sakina/shared/ui';
import styles from './my-data-section.module.css';

/** The API's address of the archive (api/src/modules/privacy/privacy.http.ts); a form posts to it, scripts or not. */
const dataExportAction = '/account/data-export';

/** The applicant's rights on the status page: a copy of their data (one archive) and erasing the account. */
export function MyDataSection() {
  const { t, i18n } = useTranslation('practitioner');
  const toLocale = useLocalePath();
  return (
    <section className={styles.section} aria-labelledby="my-data-title">
      <h2 id="my-data-title" className={styles.title}>
        {t('accounts.myData.title')}
      </h2>
      <p className={styles.text}>{t('accounts.myData.exportText')}</p>
      <form method="post" action={dataExportAction} className={styles.actions}>
        <input type="hidden" name="locale" value={i18n.language === 'en' ? 'en' : 'ar'} />
        <Button type="submit" variant="secondary">
          {t('accounts.myData.exportButton')}
        </Button>
      </form>
      <p className={styles.text}>{t('accounts.myData.deleteText')}</p>
      <div className={styles.actions}>
        <LinkButton to={toLocale('/auth/delete-account')} variant="ghost">
          {t('accounts.myData.deleteLink')}
        </LinkButton>
      </div>
    </section>
  );
}
