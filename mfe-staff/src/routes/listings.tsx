import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../components/permission-gate';
import { StaffFrame } from '../components/staff-frame';
import { ListingList } from '../features/listings/components/listing-list';

/** /staff/listings?status=draft&page=2: for editors, the practitioner listings by status. */
export default function StaffListingsPage() {
  const { t } = useTranslation('staff');
  return (
    <StaffFrame title={t('listings.title')}>
      {(viewer) => (
        <PermissionGate viewer={viewer} permission="listings">
          <ListingList />
        </PermissionGate>
      )}
    </StaffFrame>
  );
}
