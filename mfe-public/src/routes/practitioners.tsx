import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageDataPreload } from '@sakina/shared/contracts';
import { Container, Tabs } from '@sakina/shared/ui';
import { preloadPractitioners } from '../features/directory/api/get-practitioners';
import { DirectoryFilters } from '../features/directory/components/directory-filters';
import { DirectoryResults } from '../features/directory/components/directory-results';
import { DirectorySearch } from '../features/directory/components/directory-search';
import { useDirectoryState } from '../features/directory/hooks/use-directory-state';
import {
  directoryQueryString,
  parseDirectoryState,
  practitionerCategories,
} from '../features/directory/utils/directory-state';
import { useResultsFocus } from '../hooks/use-results-focus';
import { LocaleLink } from '@sakina/shared/navigation';
import styles from '../features/directory/components/directory.module.css';

const allCategories = 'all';

/** Ahead of a visit: the listings of the view the link's query holds. */
export const preloadData: PageDataPreload = ({ client, search }) =>
  preloadPractitioners(client, parseDirectoryState(search));

export default function PractitionersPage() {
  const { t } = useTranslation('public');
  const { state, update } = useDirectoryState();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useResultsFocus<HTMLElement>(directoryQueryString({ ...state, page: 1 }), state.page);

  const panel = (
    <div className={styles.panel}>
      <DirectoryFilters state={state} onChange={update} open={filtersOpen} onOpenChange={setFiltersOpen} />
      <DirectoryResults state={state} resultsRef={resultsRef} />
    </div>
  );

  return (
    <Container size="wide" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('pages.practitioners.title')}</h1>
        <p className={styles.intro}>{t('directory.intro')}</p>
        <LocaleLink to="/practitioners/match">{t('matcher.links.directory')}</LocaleLink>
      </header>
      <DirectorySearch search={state.search} onSearch={(search) => update({ search })} />
      <Tabs
        label={t('directory.tabs.label')}
        className={styles.tabs}
        value={state.category ?? allCategories}
        onValueChange={(value) =>
          update({ category: practitionerCategories.find((category) => category === value) ?? null })
        }
        items={[allCategories, ...practitionerCategories].map((value) => ({
          value,
          label: t(`directory.tabs.${value}`),
          content: panel,
        }))}
      />
    </Container>
  );
}
