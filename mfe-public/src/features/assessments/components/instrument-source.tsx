import { useTranslation } from 'react-i18next';
import { useLocale } from '@sakina/shared/navigation';
import type { Instrument } from '../schemas/instrument';
import styles from './assessments.module.css';

/** The instrument's published source and licence note. */
export function InstrumentSource({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <section aria-labelledby="assessment-source-title" className={styles.source}>
      <h2 id="assessment-source-title" className={styles.sectionTitle}>
        {t('assessments.about.title')}
      </h2>
      <p>
        {t('assessments.about.source')}{' '}
        <span dir="ltr" lang="en">
          {instrument.source.url ? (
            <a href={instrument.source.url} rel="noopener noreferrer">
              {instrument.source.citation}
            </a>
          ) : (
            instrument.source.citation
          )}
        </span>
      </p>
      <p>
        {t('assessments.about.licence')} {instrument.licence[locale]}
      </p>
    </section>
  );
}
