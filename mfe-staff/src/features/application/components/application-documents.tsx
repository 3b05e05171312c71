import { useTranslation } from 'react-i18next';
import type { StaffDocument } from '../api/get-application';
import styles from '../../../components/staff.module.css';
import { DocumentView } from './document-view';

/** Every other uploaded file, each shown in the page. */
export function ApplicationDocuments({ documents }: { documents: StaffDocument[] }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="documents-title" className={styles.section}>
      <h2 id="documents-title" className={styles.subtitle}>
        {t('detail.documentsTitle')}
      </h2>
      <div className={styles.documents}>
        {documents.map((document) => (
          <DocumentView key={document.id} document={document} />
        ))}
      </div>
    </section>
  );
}
