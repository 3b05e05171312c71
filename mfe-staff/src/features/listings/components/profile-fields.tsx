import { fromSchemaEnum } from '@sakina/shared/graphql';
import { useLocale } from '@sakina/shared/navigation';
import { Select, TextField } from '@sakina/shared/ui';
import { optionLabel } from '@sakina/shared/vocabulary';
import { useTranslation } from 'react-i18next';
import { localizedErrors } from '../../../components/field-errors';
import { LocalizedFields } from '../../../components/localized-fields';
import { oneOf } from '../../../components/one-of';
import styles from '../../../components/staff.module.css';
import { genders, practitionerCategories } from '../utils/listing-options';
import { listingInputId, type ListingFieldGroupProps } from './listing-field-group';

/** Who the practitioner is: names, titles and bios in both languages, category, gender and experience. */
export function ProfileFields({ draft, change, errors }: ListingFieldGroupProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.subtitle}>{t('listings.profile')}</legend>
      <LocalizedFields
        id={listingInputId('name')}
        label={t('listings.name')}
        value={draft.name}
        onChange={(name) => change({ name })}
        errors={localizedErrors(errors, 'name')}
        maxLength={120}
        required
      />
      <LocalizedFields
        id={listingInputId('title')}
        label={t('listings.professionalTitle')}
        hint={t('listings.professionalTitleHint')}
        value={draft.title}
        onChange={(title) => change({ title })}
        errors={localizedErrors(errors, 'title')}
        maxLength={160}
        required
      />
      <LocalizedFields
        id={listingInputId('bio')}
        label={t('listings.bio')}
        value={draft.bio}
        onChange={(bio) => change({ bio })}
        errors={localizedErrors(errors, 'bio')}
        rows={6}
        maxLength={2000}
        required
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
          id={listingInputId('yearsOfExperience')}
          label={t('listings.yearsOfExperience')}
          inputMode="numeric"
          dir="ltr"
          maxLength={2}
          value={draft.yearsOfExperience}
          error={errors.yearsOfExperience}
          onChange={(event) => change({ yearsOfExperience: event.target.value })}
          required
        />
      </div>
    </fieldset>
  );
}
