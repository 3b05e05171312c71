import { useTranslation } from 'react-i18next';
import type { StaffDocument } from '../api/get-application';
import styles from '../../../components/staff.module.css';

/**
 * One uploaded file, shown in the page through the API's authorized route (images as images, PDFs framed in the
 * browser's viewer), with links to open it in a tab and to save it.
 */
export function DocumentView({ document }: { document: StaffDocument }) {
  const { t } = useTranslation('staff');
  const label = t('detail.documentLabel', { kind: t(`documentKinds.${document.kind}`), file: document.fileName });
  return (
    <figure className={styles.document}>
      <figcaption>{label}</figcaption>
      {document.mediaType.startsWith('image/') ? (
        <img src={document.url} alt={label} className={styles.documentImage} />
      ) : (
        <iframe src={document.url} title={label} className={styles.documentFrame} />
      )}
      <a href={document.url} target="_blank" rel="noopener noreferrer">
        {t('detail.openDocument', { file: document.fileName })}
      </a>
      <a href={document.downloadUrl} download={document.fileName}>
        {t('detail.downloadDocument', { file: document.fileName })}
      </a>
    </figure>
  );
}
