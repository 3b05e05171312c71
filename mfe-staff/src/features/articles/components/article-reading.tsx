import { directionOf, locales } from '@sakina/shared/contracts';
import { RichContent } from '@sakina/shared/rich-content/render';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/staff.module.css';
import type { WorkingCopy } from '../api/get-article';
import { ArticleSection } from './article-section';

/** The working copy to read, each language in its own direction, for members who review it and do not write. */
export function ArticleReading({ working }: { working: WorkingCopy }) {
  const { t } = useTranslation('staff');
  return (
    <ArticleSection id="article-reading" title={t('articles.reading', { number: working.number })}>
      <div className={styles.localized}>
        {locales.map((language) => (
          <article
            key={language}
            lang={language}
            dir={directionOf(language)}
            aria-labelledby={`article-reading-${language}`}
            className={styles.section}
          >
            <h3 id={`article-reading-${language}`} className={styles.subtitle}>
              {working.title[language]}
            </h3>
            <p>{working.summary[language]}</p>
            <RichContent document={working.body[language]} />
          </article>
        ))}
      </div>
    </ArticleSection>
  );
}
