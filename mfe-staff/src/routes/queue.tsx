import { useTranslation } from 'react-i18next';
import { StaffFrame } from '../components/staff-frame';
import { ReviewQueue } from '../features/queue/components/review-queue';

/** /staff: the review queue. */
export default function StaffQueuePage() {
  const { t } = useTranslation('staff');
  return <StaffFrame title={t('queue.title')}>{() => <ReviewQueue />}</StaffFrame>;
}
