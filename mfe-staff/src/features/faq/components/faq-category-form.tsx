import type { StaffFaqCategoryInput } from '@sakina/shared/graphql';
import { useLocale } from '@sakina/shared/navigation';
import { TextField } from '@sakina/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedErrors } from '../../../components/field-errors';
import { LocalizedFields, localizedInputOf } from '../../../components/localized-fields';
import { useCreateFaqCategory } from '../api/create-faq-category';
import type { FaqCategory } from '../api/get-faq';
import { useSaveFaqCategory } from '../api/save-faq-category';
import { FaqForm, faqInputId } from './faq-form';
import type { FormControls } from '../../../components/form-toggle';

interface FaqCategoryFormProps extends FormControls {
  /** The category to change; none adds one at the end. */
  category?: FaqCategory;
  onReload: () => Promise<unknown>;
}

const blank: StaffFaqCategoryInput = { slug: '', name: { ar: '', en: '' }, published: false };

/** A category's address name and its name in both languages; saving names the version the form opened. */
export function FaqCategoryForm({ category, onReload, ...controls }: FaqCategoryFormProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const [create] = useCreateFaqCategory();
  const [save] = useSaveFaqCategory();
  const [values, setValues] = useState<StaffFaqCategoryInput>(() =>
    category ? { slug: category.slug, name: localizedInputOf(category.name), published: category.published } : blank,
  );
  // The version the editor opened: another editor's save meanwhile is refused, not overwritten.
  const [openedVersion] = useState(category?.version ?? 0);
  const formId = category ? `faq-category-${category.id}-form` : 'faq-new-category';

  return (
    <FaqForm
      id={formId}
      label={category ? t('faq.editCategoryOf', { name: category.name[locale] }) : t('faq.newCategory')}
      submitLabel={category ? t('faq.save') : t('faq.addCategory')}
      values={values}
      onChange={setValues}
      send={() =>
        category
          ? save({ variables: { id: category.id, version: openedVersion, input: values } })
          : create({ variables: { input: values } })
      }
      sentMessage={category ? t('faq.saved') : t('faq.categoryAdded')}
      controls={controls}
      onReload={onReload}
    >
      {(errors) => (
        <>
          <LocalizedFields
            id={faqInputId(formId, 'name')}
            label={t('faq.categoryName')}
            value={values.name}
            onChange={(name) => setValues({ ...values, name })}
            errors={localizedErrors(errors, 'name')}
            maxLength={120}
            required
          />
          <TextField
            id={faqInputId(formId, 'slug')}
            label={t('faq.slug')}
            hint={t('faq.slugHint')}
            dir="ltr"
            autoComplete="off"
            maxLength={60}
            value={values.slug}
            error={errors.slug}
            onChange={(event) => setValues({ ...values, slug: event.target.value })}
            required
          />
        </>
      )}
    </FaqForm>
  );
}
