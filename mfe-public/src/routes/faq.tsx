import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Container } from '@sakina/shared/ui';
import { FaqOverview } from '../features/faq/components/faq-overview';
import { FaqSearchForm } from '../features/faq/components/faq-search-form';
import { FaqSearchResults } from '../features/faq/components/faq-search-results';
import { parseFaqSearch } from '../features/faq/utils/faq-search';
import styles from '../features/faq/components/faq.module.css';

export default function FaqPage() {
  const { t } = useTranslation('public');
  const [searchParams] = useSearchParams();
  const search = parseFaqSearch(searchParams);
  return (
    <Container size="narrow" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('faq.title')}</h1>
        <p className={styles.intro}>{t('faq.intro')}</p>
      </header>
      <FaqSearchForm search={search} />
      {search ? <FaqSearchResults search={search} /> : <FaqOverview />}
    </Container>
  );
}
