import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import type { FaqCategorySummary } from '../api/get-faq-category';
import { faqCategoryPath } from '../utils/faq-search';
import styles from './faq.module.css';

/** Links to every category; the one being read is marked as the current page. */
export function FaqCategoryNav({ categories, currentId }: { categories: FaqCategorySummary[]; currentId?: string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const headingId = useId();
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className={styles.nav}>
      <h2 id={headingId} className={styles.navTitle}>
        {t('faq.categories.title')}
      </h2>
      <ul className={styles.navList}>
        {categories.map((category) => (
          <li key={category.id}>
            <LocaleLink
              to={faqCategoryPath(category.id)}
              className={styles.navLink}
              aria-current={category.id === currentId ? 'page' : undefined}
            >
              {category.name[locale]}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
