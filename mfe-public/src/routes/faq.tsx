import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PageDataPreload } from '@sakina/shared/contracts';
import { Container } from '@sakina/shared/ui';
import { preloadFaqCategories } from '../features/faq/api/get-faq-categories';
import { preloadFaqSearch } from '../features/faq/api/search-faq';
import { FaqOverview } from '../features/faq/components/faq-overview';
import { FaqSearchForm } from '../features/faq/components/faq-search-form';
import { FaqSearchResults, useFaqSearchStatus } from '../features/faq/components/faq-search-results';
import { parseFaqSearch } from '../features/faq/utils/faq-search';
import { useResultsFocus } from '../hooks/use-results-focus';
import styles from '../features/faq/components/faq.module.css';

/** Ahead of a visit: the search's results when the link holds one, every category otherwise. */
export const preloadData: PageDataPreload = ({ client, search }) => {
  const text = parseFaqSearch(search);
  return text ? preloadFaqSearch(client, text) : preloadFaqCategories(client);
};

export default function FaqPage() {
  const { t } = useTranslation('public');
  const [searchParams] = useSearchParams();
  const search = parseFaqSearch(searchParams);
  const status = useFaqSearchStatus(search);
  // Focus stays in the search box; a link that goes away with the results ("show all") hands it to the content.
  const content = useResultsFocus<HTMLDivElement>(search, 1);
  return (
    <Container size="narrow" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('faq.title')}</h1>
        <p className={styles.intro}>{t('faq.intro')}</p>
      </header>
      <FaqSearchForm search={search} />
      {/* One polite live region for the page, in place before the first search, so every count is announced. */}
      <p role="status" className={styles.status}>
        {status}
      </p>
      <div ref={content} tabIndex={-1} className={styles.content}>
        {search ? <FaqSearchResults search={search} /> : <FaqOverview />}
      </div>
    </Container>
  );
}
