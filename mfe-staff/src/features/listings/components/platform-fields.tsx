import { Checkbox, TextField } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/staff.module.css';
import { listingInputId, type ListingFieldGroupProps } from './listing-field-group';

/** What the platform decides: the price of 30 minutes, urgent consultations, and the place in the directory. */
export function PlatformFields({ draft, change, errors }: ListingFieldGroupProps) {
  const { t } = useTranslation('staff');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.subtitle}>{t('listings.platform')}</legend>
      <div className={styles.row}>
        <TextField
          id={listingInputId('priceSar')}
          label={t('listings.priceSar')}
          hint={t('listings.priceSarHint')}
          inputMode="numeric"
          dir="ltr"
          maxLength={5}
          value={draft.priceSar}
          error={errors.priceSar}
          onChange={(event) => change({ priceSar: event.target.value })}
        />
        <TextField
          id={listingInputId('position')}
          label={t('listings.position')}
          hint={t('listings.positionHint')}
          inputMode="numeric"
          dir="ltr"
          maxLength={6}
          value={draft.position}
          error={errors.position}
          onChange={(event) => change({ position: event.target.value })}
        />
      </div>
      <Checkbox
        id={listingInputId('urgent')}
        label={t('listings.urgent')}
        checked={draft.urgent}
        error={errors.urgent}
        onCheckedChange={(checked) => change({ urgent: checked === true })}
      />
    </fieldset>
  );
}
