import type { StaffViewer } from '../../../api/get-staff-viewer';
import { RecordState } from '../../../components/record-state';
import { useInboxItem } from '../api/get-inbox-item';
import { InboxEntry } from './inbox-entry';
import { InboxListLink } from './inbox-list-link';

/** One message or request by its reference: what was sent and its form, with the way back to the list. */
export function InboxItemView({ reference, viewer }: { reference: string; viewer: StaffViewer }) {
  const { data, loading, error } = useInboxItem(reference);
  const item = data?.staffInboxItem;
  return (
    <>
      <InboxListLink />
      {error || !item ? (
        <RecordState loading={loading && !data} error={error} />
      ) : (
        <InboxEntry key={item.reference} item={item} viewer={viewer} />
      )}
    </>
  );
}
