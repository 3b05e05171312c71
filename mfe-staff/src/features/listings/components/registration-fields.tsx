import { fromSchemaEnum } from '@sakina/shared/graphql';
import { useLocale } from '@sakina/shared/navigation';
import { Checkbox, DateInput, Select, TextField } from '@sakina/shared/ui';
import { optionLabel } from '@sakina/shared/vocabulary';
import { useTranslation } from 'react-i18next';
import { oneOf } from '../../../components/one-of';
import styles from '../../../components/staff.module.css';
import { classificationLevels } from '../utils/listing-options';
import { listingInputId, type ListingFieldGroupProps } from './listing-field-group';

/** The professional registration: number, expiry, when the team last checked it, and the classification. */
export function RegistrationFields({ draft, change, errors }: ListingFieldGroupProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.subtitle}>{t('listings.registration')}</legend>
      <div className={styles.row}>
        <TextField
          id={listingInputId('registrationNumber')}
          label={t('listings.registrationNumber')}
          hint={t('listings.registrationNumberHint')}
          dir="ltr"
          autoComplete="off"
          maxLength={30}
          value={draft.registrationNumber}
          error={errors.registrationNumber}
          onChange={(event) => change({ registrationNumber: event.target.value })}
        />
        <DateInput
          id={listingInputId('registrationExpiresOn')}
          label={t('listings.registrationExpiresOn')}
          value={draft.registrationExpiresOn}
          error={errors.registrationExpiresOn}
          onChange={(event) => change({ registrationExpiresOn: event.target.value })}
        />
        <DateInput
          id={listingInputId('registrationVerifiedOn')}
          label={t('listings.registrationVerifiedOn')}
          value={draft.registrationVerifiedOn}
          error={errors.registrationVerifiedOn}
          onChange={(event) => change({ registrationVerifiedOn: event.target.value })}
          required
        />
      </div>
      <Checkbox
        id={listingInputId('classified')}
        label={t('listings.classified')}
        checked={draft.classified}
        error={errors.classified}
        onCheckedChange={(checked) => change({ classified: checked === true })}
      />
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
    </fieldset>
  );
}
