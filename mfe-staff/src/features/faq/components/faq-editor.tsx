import { useTranslation } from 'react-i18next';
import { ListState } from '../../../components/list-parts';
import styles from '../../../components/staff.module.css';
import { useFaq } from '../api/get-faq';
import { FaqCategoryForm } from './faq-category-form';
import { FaqCategorySection } from './faq-category-section';
import { FormToggle } from '../../../components/form-toggle';

/** The whole FAQ as the public page orders it, published or not; categories and questions to add, edit and move. */
export function FaqEditor() {
  const { t } = useTranslation('staff');
  const { data, loading, error, refetch } = useFaq();
  const categories = data?.staffFaq;
  return (
    <>
      <ListState
        loading={loading}
        error={error}
        count={categories ? t('faq.count', { count: categories.length }) : undefined}
      />
      {categories ? (
        <>
          <ol className={styles.faqList}>
            {categories.map((category, index) => (
              <li key={category.id}>
                <FaqCategorySection
                  category={category}
                  first={index === 0}
                  last={index === categories.length - 1}
                  onReload={refetch}
                />
              </li>
            ))}
          </ol>
          <div className={styles.actions}>
            <FormToggle label={t('faq.addCategory')}>
              {(controls) => <FaqCategoryForm onReload={refetch} {...controls} />}
            </FormToggle>
          </div>
        </>
      ) : null}
    </>
  );
}
