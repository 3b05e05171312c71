import { Card, Skeleton } from '@sakina/shared/ui';
import { PractitionerSummarySkeleton } from '../../../components/practitioner-summary/practitioner-summary';
import styles from './practitioner-card.module.css';

/** The shape of a listing while it loads (hidden from screen readers; the list is marked busy). */
export function PractitionerCardSkeleton() {
  return (
    <Card as="li" className={styles.card} aria-hidden="true">
      <PractitionerSummarySkeleton />
      <Skeleton lines={3} />
    </Card>
  );
}
