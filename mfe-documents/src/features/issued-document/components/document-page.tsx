import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '@sakina/shared/contracts';
import { toFailure } from '@sakina/shared/graphql';
import { useDocumentTitle } from '@sakina/shared/navigation';
import { ErrorState } from '@sakina/shared/ui';
import type { IssuedDocumentKind } from '@sakina/shared/validation';
import { asIssuedDocument, useIssuedDocument } from '../api/get-issued-document';
import { DocumentSheet } from './document-sheet';
import styles from './document.module.css';

/** A page of the site's own language: loading, or why the document cannot be shown. */
function SiteMessage({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('documents');
  useDocumentTitle(title, t('brand', { ns: 'shell' }));
  return (
    <div className={styles.message}>
      <ErrorState title={title} message={message} headingLevel={2} />
    </div>
  );
}

/**
 * An issued document opened by its view link (`?token=`): the server has already answered with the link's
 * status (404 or 410 for a bad one); this shows the document in its own language, or says the link is not valid.
 */
export function DocumentPage({ kind }: { kind: IssuedDocumentKind }) {
  const { t } = useTranslation('documents');
  const { config } = useShell();
  const [searchParameters] = useSearchParams();
  const token = searchParameters.get('token');
  const query = useIssuedDocument(token, kind);

  if (!token || (query.data && !query.data.issuedDocument)) {
    return (
      <>
        <h1 className="visually-hidden">{t(`pages.${kind}.title`)}</h1>
        <SiteMessage title={t('link.invalidTitle')} message={t('link.invalidMessage')} />
      </>
    );
  }
  if (query.error) {
    const failure = toFailure(query.error);
    return (
      <>
        <h1 className="visually-hidden">{t(`pages.${kind}.title`)}</h1>
        <SiteMessage
          title={t(`pages.${kind}.title`)}
          message={failure.kind === 'rate-limited' ? t('link.rateLimitedMessage') : t('link.errorMessage')}
        />
      </>
    );
  }
  const document = query.data?.issuedDocument;
  if (!document) {
    return (
      <p role="status" className={styles.message}>
        {t('link.loading')}
      </p>
    );
  }
  return <DocumentSheet document={asIssuedDocument(document, kind)} siteUrl={config.siteUrl} />;
}
