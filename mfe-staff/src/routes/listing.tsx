import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PermissionGate } from '../components/permission-gate';
import { StaffFrame } from '../components/staff-frame';
import { ListingEditor } from '../features/listings/components/listing-editor';

/** /staff/listings/:listingId: for editors, one listing's form, and publishing or unlisting it. */
export default function StaffListingPage() {
  const { t } = useTranslation('staff');
  const { listingId = '' } = useParams();
  return (
    <StaffFrame title={t('listings.editTitle')}>
      {(viewer) => (
        <PermissionGate viewer={viewer} permission="listings">
          <ListingEditor listingId={listingId} />
        </PermissionGate>
      )}
    </StaffFrame>
  );
}
