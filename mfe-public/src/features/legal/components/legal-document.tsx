import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { formatDate } from '@sakina/shared/i18n';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { Container } from '@sakina/shared/ui';
import { legalDocuments, tableOfContentsThreshold, type LegalDocumentKey, type LegalSection } from '../legal-documents';
import styles from './legal-document.module.css';

export interface LegalDocumentProps {
  documentKey: LegalDocumentKey;
  title: string;
  /** Links to related documents, shown at the end. */
  related?: ReactNode;
}

/** A legal page: title, date, introduction, table of contents for long pages, then the sections. */
export function LegalDocument({ documentKey, title, related }: LegalDocumentProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { config } = useShell();
  const values = { email: config.contactEmail, emergency: config.emergencyNumber };
  const intro = t(`legal.${documentKey}.intro`, { ...values, returnObjects: true }) as string[];
  const sections = t(`legal.${documentKey}.sections`, { ...values, returnObjects: true }) as LegalSection[];
  const { updatedOn } = legalDocuments[documentKey];
  const withContents = sections.length >= tableOfContentsThreshold;

  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>
          <Trans
            t={t}
            i18nKey="legal.updated"
            values={{ date: formatDate(updatedOn, locale) }}
            components={{ time: <time dateTime={updatedOn} /> }}
          />
        </p>
        {intro.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {paragraph}
          </p>
        ))}
      </header>
      <div className={withContents ? styles.withContents : undefined}>
        {withContents && (
          <nav aria-labelledby={`${documentKey}-contents`} className={styles.contents}>
            <h2 id={`${documentKey}-contents`} className={styles.contentsTitle}>
              {t('legal.toc')}
            </h2>
            <ol className={styles.contentsList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={styles.body}>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className={styles.section}>
              <h2 id={section.id} className={styles.sectionTitle} tabIndex={-1}>
                {section.title}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && (
                <ul className={styles.items}>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.closing?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          {related && <div className={styles.related}>{related}</div>}
          <p className={styles.questions}>
            <Trans
              t={t}
              i18nKey={config.contactEmail ? 'legal.questions' : 'legal.questionsNoEmail'}
              values={{ email: config.contactEmail }}
              components={{
                mail: <a href={`mailto:${config.contactEmail}`} dir="ltr" />,
                form: <LocaleLink to="/contact" />,
              }}
            />
          </p>
        </div>
      </div>
    </Container>
  );
}
