import { fromSchemaEnum } from '@sakina/shared/graphql';
import { useLocale } from '@sakina/shared/navigation';
import { Checkbox, DateInput, Select, TextField } from '@sakina/shared/ui';
import { optionLabel } from '@sakina/shared/vocabulary';
import { useTranslation } from 'react-i18next';
import { oneOf } from '../../../components/one-of';
import styles from '../../../components/staff.module.css';
import { classificationLevels } from '../utils/listing-options';
import { checkboxOf, listingInputId, textInputOf, type ListingFieldGroupProps } from './listing-fields';
import { FieldGroup } from '../../../components/field-group';

/** The professional registration: number, expiry, when the team last checked it, and the classification. */
export function RegistrationFields(group: ListingFieldGroupProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const { draft, change, errors } = group;
  return (
    <FieldGroup legend={t('listings.registration')}>
      <div className={styles.row}>
        <TextField
          label={t('listings.registrationNumber')}
          hint={t('listings.registrationNumberHint')}
          dir="ltr"
          autoComplete="off"
          maxLength={30}
          {...textInputOf(group, 'registrationNumber')}
        />
        <DateInput label={t('listings.registrationExpiresOn')} {...textInputOf(group, 'registrationExpiresOn')} />
        <DateInput
          label={t('listings.registrationVerifiedOn')}
          required
          {...textInputOf(group, 'registrationVerifiedOn')}
        />
      </div>
      <Checkbox label={t('listings.classified')} {...checkboxOf(group, 'classified')} />
      <Select
        id={listingInputId('classificationLevel')}
        label={t('listings.classificationLevel')}
        value={draft.classificationLevel}
        placeholder={t('listings.noClassificationLevel')}
        options={classificationLevels.map((value) => ({
          value,
          label: optionLabel(locale, 'classificationLevel', fromSchemaEnum(value)),
        }))}
        error={errors.classificationLevel}
        onChange={(event) => change({ classificationLevel: oneOf(classificationLevels, event.target.value) ?? '' })}
      />
    </FieldGroup>
  );
}
