import { Card, Skeleton } from '@sakina/shared/ui';
import styles from './practitioner-card.module.css';

/** The shape of a listing while it loads (hidden from screen readers; the list is marked busy). */
export function PractitionerCardSkeleton() {
  return (
    <Card as="li" className={styles.card} aria-hidden="true">
      <div className={styles.identity}>
        <Skeleton shape="circle" inlineSize="72px" blockSize="72px" />
        <div className={styles.names} style={{ flex: 1 }}>
          <Skeleton inlineSize="60%" />
          <Skeleton inlineSize="40%" />
        </div>
      </div>
      <Skeleton lines={3} />
    </Card>
  );
}
