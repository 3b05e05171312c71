import { useTranslation } from 'react-i18next';
import { toFailure } from '@sakina/shared/graphql';
import { useDocumentTitle } from '@sakina/shared/navigation';
import { Badge, Card } from '@sakina/shared/ui';
import type { DocumentLanguage } from '@sakina/shared/validation';
import { useDocumentVerification } from '../api/get-document-verification';
import styles from './verification-panel.module.css';

/** /verify/<code>, in the site's language: the kind, issue date, issuer and status, never the person. */
export function VerificationPanel({ code }: { code: string }) {
  const { t, i18n } = useTranslation('documents');
  const language: DocumentLanguage = i18n.language === 'en' ? 'en' : 'ar';
  useDocumentTitle(t('verify.title'), t('brand', { ns: 'shell' }));
  const query = useDocumentVerification(code);
  const verification = query.data?.documentVerification;

  let body;
  if (query.error) {
    const failure = toFailure(query.error);
    body = <p role="alert">{failure.kind === 'rate-limited' ? t('verify.rateLimited') : t('verify.error')}</p>;
  } else if (!query.data) {
    body = <p role="status">{t('verify.loading')}</p>;
  } else if (!verification) {
    body = <p role="alert">{t('verify.notFound')}</p>;
  } else {
    const valid = verification.status === 'VALID';
    const date = new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
      dateStyle: 'long',
      timeZone: 'Asia/Riyadh',
    }).format(new Date(verification.issuedAt));
    body = (
      <>
        <p role="status" className={valid ? styles.valid : styles.revoked}>
          <Badge tone={valid ? 'success' : 'danger'}>{t(`verify.${valid ? 'valid' : 'revoked'}`)}</Badge>
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('verify.kind')}</dt>
            <dd>{t(`pages.${verification.kind}.title`)}</dd>
          </div>
          <div>
            <dt>{t('verify.issuedOn')}</dt>
            <dd>
              <time dateTime={verification.issuedAt}>{date}</time>
            </dd>
          </div>
          <div>
            <dt>{t('verify.issuer')}</dt>
            <dd>
              {verification.issuer.name[language]} — {verification.issuer.title[language]}
            </dd>
          </div>
        </dl>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <Card>
        <h1 className={styles.title}>{t('verify.title')}</h1>
        <p>{t('verify.intro')}</p>
        <p className={styles.code}>
          <bdi dir="ltr">{code}</bdi>
        </p>
        {body}
        <p className={styles.privacy}>{t('verify.privacy')}</p>
      </Card>
    </div>
  );
}
