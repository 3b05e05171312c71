import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { notFound, type PageDataPreload } from '@sakina/shared/contracts';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { ChevronBackIcon, Container, ErrorState, Skeleton } from '@sakina/shared/ui';
import { preloadFaqCategory, useFaqCategory } from '../features/faq/api/get-faq-category';
import { ContactPrompt } from '../features/faq/components/contact-prompt';
import { FaqCategoryNav } from '../features/faq/components/faq-category-nav';
import { FaqQuestions } from '../features/faq/components/faq-questions';
import { faqPageJsonLd } from '../features/faq/utils/faq-page-json-ld';
import { JsonLd } from '../components/json-ld/json-ld';
import { FaqSearchForm } from '../features/faq/components/faq-search-form';
import { useContentHead } from '../hooks/use-content-head';
import styles from '../features/faq/components/faq.module.css';

/** Ahead of a visit: the category and the names of the others. */
export const preloadData: PageDataPreload = ({ client, params }) => preloadFaqCategory(client, params.catId ?? '');

export default function FaqCategoryPage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { catId = '' } = useParams();
  const { data, loading, error, refetch } = useFaqCategory(catId);
  const category = data?.faqCategory;
  // The category's own questions, as many as fit.
  useContentHead(
    category && {
      title: category.name[locale],
      description: t('faq.categoryDescription', {
        category: category.name[locale],
        questions: category.questions.map(({ question }) => question[locale]).join(' '),
      }),
    },
  );

  let content;
  if (error && !loading) {
    content = (
      <>
        <h1 className={styles.title}>{t('faq.title')}</h1>
        <ErrorState message={t('faq.error')} onRetry={() => void refetch().catch(() => undefined)} />
      </>
    );
  } else if (loading || !data) {
    content = (
      <div aria-busy="true" role="status" aria-label={t('faq.loading')} className={styles.loading}>
        <Skeleton inlineSize="50%" blockSize="2rem" />
        <Skeleton lines={6} />
      </div>
    );
  } else if (!category) {
    throw notFound();
  } else {
    content = (
      <>
        <header className={styles.header}>
          <h1 className={styles.title}>{category.name[locale]}</h1>
        </header>
        <FaqSearchForm search="" />
        <div className={styles.results}>
          <JsonLd data={faqPageJsonLd(category.questions, locale)} />
          <FaqQuestions questions={category.questions} headingLevel={2} />
        </div>
        <FaqCategoryNav categories={data.categories} currentId={category.id} />
        <ContactPrompt />
      </>
    );
  }

  return (
    <Container size="narrow" className={styles.page}>
      <LocaleLink to="/faq" className={styles.back}>
        <ChevronBackIcon />
        {t('faq.allQuestions')}
      </LocaleLink>
      {content}
    </Container>
  );
}
