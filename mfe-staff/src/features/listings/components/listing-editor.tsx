import { useTranslation } from 'react-i18next';
import { staffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import { useListing } from '../api/get-listing';
import { ListingForm } from './listing-form';
import { ListingSummary } from './listing-summary';

/** One listing: whom it is of and where it stands, then its form. */
export function ListingEditor({ listingId }: { listingId: string }) {
  const { t } = useTranslation('staff');
  const { data, loading, error, refetch } = useListing(listingId);
  if (loading && !data) return <p aria-busy="true">{t('common.loading')}</p>;
  const listing = data?.staffListing;
  if (error || !listing) {
    return (
      <p role="alert" className={styles.error}>
        {t(`errors.${error ? staffFailure(error).code : 'NOT_FOUND'}`)}
      </p>
    );
  }
  return (
    <>
      <ListingSummary listing={listing} />
      <ListingForm listing={listing} onReload={refetch} />
    </>
  );
}
