import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@sakina/shared/navigation';
import { Button, QrCode } from '@sakina/shared/ui';
import { verifiableKinds } from '@sakina/shared/validation';
import type { IssuedDocument } from '../api/get-issued-document';
import { documentText } from '../document-text';
import type { Numerals } from '../format';
import { DocumentBody } from '../kinds/document-body';
import { DualDate } from './dual-date';
import { Facts, Ltr } from './facts';
import styles from './document.module.css';

/** Keeps an address left to right inside a sentence of either direction (Unicode isolates). */
const isolatedLtr = (text: string) => `\u2066${text}\u2069`;

/**
 * The document itself, in its own language and direction whatever the site's. Its header sits in a table head,
 * which print repeats at the top of every page; the print button is not printed.
 */
export function DocumentSheet({ document, siteUrl }: { document: IssuedDocument; siteUrl: string }) {
  const { t: siteT } = useTranslation('documents');
  const { language } = document;
  const [numerals, setNumerals] = useState<Numerals>('latn');
  const t = documentText(language, numerals);
  const title = t(`pages.${document.kind}.title`);
  useDocumentTitle(title, language === 'ar' ? document.platform.nameAr : document.platform.nameEn);
  const platformName = language === 'ar' ? document.platform.nameAr : document.platform.nameEn;
  const code = document.verificationCode.replaceAll('-', '');
  const verifyUrl = `${siteUrl}${language === 'en' ? '/en' : ''}/verify/${code}`;

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Button type="button" onClick={() => window.print()}>
          {siteT('print')}
        </Button>
        {language === 'ar' && (
          <Button
            type="button"
            variant="secondary"
            aria-pressed={numerals === 'arab'}
            onClick={() => setNumerals(numerals === 'arab' ? 'latn' : 'arab')}
          >
            {siteT('arabicIndicDigits')}
          </Button>
        )}
      </div>
      <article lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} className={styles.sheet} aria-label={title}>
        <table className={styles.frame} role="presentation">
          <thead>
            <tr>
              <td>
                <header className={styles.header}>
                  <p className={styles.platform}>{platformName}</p>
                  <p className={styles.platformDetails}>
                    {t('header.licence')} <Ltr>{document.platform.licence}</Ltr>
                    {document.kind === 'invoice' && (
                      <>
                        {' · '}
                        {t('header.vatNumber')} <Ltr>{document.platform.vatNumber}</Ltr>
                      </>
                    )}
                  </p>
                </header>
              </td>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <h1 className={styles.title}>{title}</h1>
                <Facts
                  items={[
                    [
                      t('common.issuedOn'),
                      <DualDate key="issued" value={document.issuedAt} language={language} numerals={numerals} />,
                    ],
                    [t('common.issuer'), `${document.issuer.name[language]} — ${document.issuer.title[language]}`],
                  ]}
                />
                <DocumentBody
                  document={document}
                  content={JSON.parse(document.contentJson)}
                  language={language}
                  numerals={numerals}
                  t={t}
                />
                {verifiableKinds.has(document.kind) && (
                  <footer className={styles.verification}>
                    <QrCode value={verifyUrl} label={t('common.verifyQr')} />
                    <div>
                      <p>
                        {t('common.verificationCode')}: <Ltr>{document.verificationCode}</Ltr>
                      </p>
                      <p className={styles.verifyHint}>
                        {t('common.verifyHint', { url: isolatedLtr(`${siteUrl.replace(/^https?:\/\//, '')}/verify`) })}
                      </p>
                    </div>
                  </footer>
                )}
              </td>
            </tr>
          </tbody>
        </table>
      </article>
    </div>
  );
}
