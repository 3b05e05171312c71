import { useTranslation } from 'react-i18next';
import type { RuntimeConfig } from '@sakina/shared/contracts';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import type { DirectoryTarget } from '../schemas/instrument';
import { directoryPath, matcherPath } from '../utils/directory-link';
import styles from './assessments.module.css';

interface NextStepsProps {
  target: DirectoryTarget;
  config: Pick<RuntimeConfig, 'appStoreUrl' | 'googlePlayUrl'>;
}

/** The way to a consultation: the directory filtered for this result, three suggestions, and the app to book in. */
export function NextSteps({ target, config }: NextStepsProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <section aria-labelledby="assessment-next-title" className={styles.next}>
      <h2 id="assessment-next-title" className={styles.sectionTitle}>
        {t('assessments.result.nextTitle')}
      </h2>
      <p>{t('assessments.result.nextBody')}</p>
      <ul className={styles.linkList}>
        <li>
          <LocaleLink to={directoryPath(target, locale)} className={styles.primaryLink}>
            {target.search
              ? t('assessments.result.directory', { topic: target.search[locale] })
              : t('assessments.result.directoryAll')}
          </LocaleLink>
        </li>
        <li>
          <LocaleLink to={matcherPath(target)}>{t('matcher.links.assessment')}</LocaleLink>
        </li>
        {config.appStoreUrl && (
          <li>
            <a href={config.appStoreUrl} rel="noopener noreferrer">
              {t('assessments.result.appStore')}
            </a>
          </li>
        )}
        {config.googlePlayUrl && (
          <li>
            <a href={config.googlePlayUrl} rel="noopener noreferrer">
              {t('assessments.result.googlePlay')}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
