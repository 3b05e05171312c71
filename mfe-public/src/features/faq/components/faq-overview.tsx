import { useTranslation } from 'react-i18next';
import { useLocale } from '@sakina/shared/navigation';
import { EmptyState, ErrorState, Skeleton } from '@sakina/shared/ui';
import { useFaqCategories } from '../api/get-faq-categories';
import { ContactPrompt } from './contact-prompt';
import { FaqCategoryNav } from './faq-category-nav';
import { FaqQuestions } from './faq-questions';
import { JsonLd } from '../../../components/json-ld/json-ld';
import { faqPageJsonLd } from '../utils/faq-page-json-ld';
import styles from './faq.module.css';

/** Every category with its questions, after links to each category. */
export function FaqOverview() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { data, loading, error, refetch } = useFaqCategories();
  const categories = data?.faqCategories;

  if (error && !loading) {
    return <ErrorState message={t('faq.error')} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (loading || !categories) {
    return (
      <div aria-busy="true" role="status" aria-label={t('faq.loading')} className={styles.loading}>
        <Skeleton lines={2} />
        <Skeleton lines={6} />
      </div>
    );
  }
  if (categories.length === 0) {
    return (
      <>
        <EmptyState title={t('faq.empty')} />
        <ContactPrompt />
      </>
    );
  }
  return (
    <>
      <JsonLd
        data={faqPageJsonLd(
          categories.flatMap((category) => category.questions),
          locale,
        )}
      />
      <FaqCategoryNav categories={categories} />
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`faq-${category.id}`} className={styles.category}>
          <h2 id={`faq-${category.id}`} className={styles.sectionTitle}>
            {category.name[locale]}
          </h2>
          <FaqQuestions questions={category.questions} headingLevel={3} />
        </section>
      ))}
      <ContactPrompt />
    </>
  );
}
