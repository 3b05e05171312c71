import { useTranslation } from 'react-i18next';
import type { PageDataPreload } from '@sakina/shared/contracts';
import { Container } from '@sakina/shared/ui';
import { preloadPractitioners, usePractitioners } from '../features/directory/api/get-practitioners';
import { CategoryTabs } from '../features/directory/components/category-tabs';
import { DirectoryFilters } from '../features/directory/components/directory-filters';
import { DirectoryResults } from '../features/directory/components/directory-results';
import { DirectorySearch } from '../features/directory/components/directory-search';
import { useDirectoryForm } from '../features/directory/hooks/use-directory-form';
import { directoryQueryString, parseDirectoryState } from '../features/directory/utils/directory-state';
import { useResultsFocus } from '../hooks/use-results-focus';
import { LocaleLink } from '@sakina/shared/navigation';
import styles from '../features/directory/components/directory.module.css';

/** Ahead of a visit: the listings of the view the link's query holds. */
export const preloadData: PageDataPreload = ({ client, search }) =>
  preloadPractitioners(client, parseDirectoryState(search));

export default function PractitionersPage() {
  const { t } = useTranslation('public');
  const { state, view, formRef, formId, apply } = useDirectoryForm();
  const resultsRef = useResultsFocus<HTMLElement>(directoryQueryString({ ...state, page: 1 }), state.page);
  // The counts of the view shown; while the next view is read, the last ones (the same query as the results).
  const { data, previousData } = usePractitioners(state);
  const facets = (data ?? previousData)?.practitioners.facets;

  return (
    <Container size="wide" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('pages.practitioners.title')}</h1>
        <p className={styles.intro}>{t('directory.intro')}</p>
      </header>
      <DirectorySearch formId={formId} formRef={formRef} view={view} onSearch={apply} />
      <div className={styles.layout}>
        <DirectoryFilters formId={formId} view={view} facets={facets} onChange={() => apply(view.search)} />
        <div className={styles.main}>
          <CategoryTabs view={view} facets={facets} />
          <DirectoryResults state={state} resultsRef={resultsRef} />
          {/* After the list: on a phone the first practitioner stays in the first screen. */}
          <p>
            <LocaleLink to="/practitioners/match">{t('matcher.links.directory')}</LocaleLink>
          </p>
        </div>
      </div>
    </Container>
  );
}
