import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { buttonClassName, EmptyState, ErrorState, Skeleton } from '@sakina/shared/ui';
import { useFaqSearch } from '../api/search-faq';
import { faqCategoryPath, groupByCategory } from '../utils/faq-search';
import { ContactPrompt } from './contact-prompt';
import { FaqQuestions } from './faq-questions';
import styles from './faq.module.css';

/** The count of questions found, for the page's live region: empty while the search runs or failed. */
export function useFaqSearchStatus(search: string): string {
  const { t } = useTranslation('public');
  const { data, loading, error } = useFaqSearch(search);
  const questions = data?.faqSearch;
  return search && questions && !loading && !error ? t('faq.search.count', { count: questions.length, search }) : '';
}

/** Matching questions from every category, grouped by category; nothing found leads to the contact form. */
export function FaqSearchResults({ search }: { search: string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const headingId = useId();
  const { data, loading, error, refetch } = useFaqSearch(search);
  const questions = data?.faqSearch;

  let content;
  if (error && !loading) {
    content = <ErrorState message={t('faq.search.error')} onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (loading || !questions) {
    content = (
      <div aria-busy="true" role="status" aria-label={t('faq.search.loading')}>
        <Skeleton lines={4} />
      </div>
    );
  } else if (questions.length === 0) {
    content = (
      <EmptyState
        title={t('faq.search.noResults')}
        description={t('faq.search.noResultsPrompt')}
        action={
          <LocaleLink to="/contact" className={buttonClassName({ variant: 'primary' })}>
            {t('faq.contact.link')}
          </LocaleLink>
        }
      />
    );
  } else {
    content = (
      <>
        <section aria-labelledby={headingId} className={styles.results}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {t('faq.search.resultsTitle', { search })}
          </h2>
          {groupByCategory(questions).map(({ category, questions: categoryQuestions }) => (
            <div key={category.id} className={styles.group}>
              <h3 className={styles.groupTitle}>
                <LocaleLink to={faqCategoryPath(category.id)}>{category.name[locale]}</LocaleLink>
              </h3>
              <FaqQuestions questions={categoryQuestions} headingLevel={4} />
            </div>
          ))}
        </section>
        <ContactPrompt />
      </>
    );
  }

  return (
    <>
      {content}
      <p className={styles.showAll}>
        <LocaleLink to="/faq">{t('faq.search.showAll')}</LocaleLink>
      </p>
    </>
  );
}
