import styles from './downloads.module.css';

/** A phone showing a conversation. Decorative. */
export function PhoneIllustration() {
  return (
    <svg viewBox="0 0 160 200" className={styles.illustration} aria-hidden="true" focusable="false">
      <circle cx="80" cy="100" r="78" className={styles.halo} />
      <rect x="46" y="18" width="68" height="150" rx="12" className={styles.phone} />
      <rect x="52" y="30" width="56" height="122" rx="4" className={styles.screen} />
      <rect x="58" y="40" width="34" height="14" rx="7" className={styles.bubbleIn} />
      <rect x="68" y="60" width="34" height="14" rx="7" className={styles.bubbleOut} />
      <rect x="58" y="80" width="40" height="14" rx="7" className={styles.bubbleIn} />
      <rect x="64" y="100" width="38" height="14" rx="7" className={styles.bubbleOut} />
      <circle cx="80" cy="160" r="3" className={styles.screen} />
    </svg>
  );
}
