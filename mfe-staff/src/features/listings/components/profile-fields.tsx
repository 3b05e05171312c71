import { fromSchemaEnum } from '@sakina/shared/graphql';
import { useLocale } from '@sakina/shared/navigation';
import { Select, TextField } from '@sakina/shared/ui';
import { optionLabel } from '@sakina/shared/vocabulary';
import { useTranslation } from 'react-i18next';
import { LocalizedFields } from '../../../components/localized-fields';
import { oneOf } from '../../../components/one-of';
import styles from '../../../components/staff.module.css';
import { genders, practitionerCategories } from '../utils/listing-options';
import { listingInputId, localizedInputOf, numberInputOf, type ListingFieldGroupProps } from './listing-fields';
import { FieldGroup } from '../../../components/field-group';

/** Who the practitioner is: names, titles and bios in both languages, category, gender and experience. */
export function ProfileFields(group: ListingFieldGroupProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const { draft, change, errors } = group;
  return (
    <FieldGroup legend={t('listings.profile')}>
      <LocalizedFields label={t('listings.name')} maxLength={120} required {...localizedInputOf(group, 'name')} />
      <LocalizedFields
        label={t('listings.professionalTitle')}
        hint={t('listings.professionalTitleHint')}
        maxLength={160}
        required
        {...localizedInputOf(group, 'title')}
      />
      <LocalizedFields
        label={t('listings.bio')}
        rows={6}
        maxLength={2000}
        required
        {...localizedInputOf(group, 'bio')}
      />
      <div className={styles.row}>
        <Select
          id={listingInputId('category')}
          label={t('listings.category')}
          value={draft.category}
          options={practitionerCategories.map((value) => ({ value, label: t(`practitionerCategories.${value}`) }))}
          error={errors.category}
          onChange={(event) =>
            change({ category: oneOf(practitionerCategories, event.target.value) ?? draft.category })
          }
          required
        />
        <Select
          id={listingInputId('gender')}
          label={t('listings.gender')}
          value={draft.gender}
          options={genders.map((value) => ({ value, label: optionLabel(locale, 'gender', fromSchemaEnum(value)) }))}
          error={errors.gender}
          onChange={(event) => change({ gender: oneOf(genders, event.target.value) ?? draft.gender })}
          required
        />
        <TextField
          label={t('listings.yearsOfExperience')}
          maxLength={2}
          required
          {...numberInputOf(group, 'yearsOfExperience')}
        />
      </div>
    </FieldGroup>
  );
}
