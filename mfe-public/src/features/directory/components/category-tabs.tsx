import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@sakina/shared/navigation';
import { facetOf, type DirectoryFacets } from '../api/get-practitioners';
import {
  changeDirectoryState,
  directoryQueryString,
  practitionerCategories,
  type DirectoryState,
} from '../utils/directory-state';
import styles from './directory.module.css';

type CategoryTabsProps = {
  view: DirectoryState;
  facets: DirectoryFacets | undefined;
};

/**
 * The practitioner categories as links to the same view in each, with how many each holds: they work before the
 * scripts run, and wrap onto a second line on a narrow screen rather than being cut off.
 */
export function CategoryTabs({ view, facets }: CategoryTabsProps) {
  const { t } = useTranslation('public');
  return (
    <nav aria-label={t('directory.tabs.label')}>
      <ul className={styles.categories}>
        {[null, ...practitionerCategories].map((category) => {
          const label = t(`directory.tabs.${category ?? 'all'}`);
          const counts = facetOf(facets, 'CATEGORY');
          const count = category ? counts?.options.find((option) => option.value === category)?.count : counts?.any;
          return (
            <li key={category ?? 'all'}>
              <LocaleLink
                to={`/practitioners${directoryQueryString(changeDirectoryState(view, { category }))}`}
                aria-current={view.category === category ? 'page' : undefined}
                className={styles.category}
                preventScrollReset
              >
                {count === undefined ? label : t('directory.filters.option', { label, count })}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
