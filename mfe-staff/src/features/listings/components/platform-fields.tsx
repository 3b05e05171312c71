import { Checkbox, TextField } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/staff.module.css';
import { checkboxOf, numberInputOf, type ListingFieldGroupProps } from './listing-fields';
import { FieldGroup } from '../../../components/field-group';

/** What the platform decides: the price of 30 minutes, urgent consultations, and the place in the directory. */
export function PlatformFields(group: ListingFieldGroupProps) {
  const { t } = useTranslation('staff');
  return (
    <FieldGroup legend={t('listings.platform')}>
      <div className={styles.row}>
        <TextField
          label={t('listings.priceSar')}
          hint={t('listings.priceSarHint')}
          maxLength={5}
          {...numberInputOf(group, 'priceSar')}
        />
        <TextField
          label={t('listings.position')}
          hint={t('listings.positionHint')}
          maxLength={6}
          {...numberInputOf(group, 'position')}
        />
      </div>
      <Checkbox label={t('listings.urgent')} {...checkboxOf(group, 'urgent')} />
    </FieldGroup>
  );
}
