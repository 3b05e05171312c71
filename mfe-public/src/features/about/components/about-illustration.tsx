import styles from './about-illustration.module.css';

/** Two figures sitting face to face under a shared roof: calm conversation. Decorative. */
export function AboutIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 200" className={className} aria-hidden="true" focusable="false">
      <circle cx="120" cy="100" r="92" className={styles.halo} />
      <path d="M40 92 120 36l80 56" className={styles.roof} />
      <circle cx="86" cy="96" r="14" className={styles.personA} />
      <path d="M62 160c0-24 10-44 24-44s24 20 24 44z" className={styles.personA} />
      <circle cx="154" cy="96" r="14" className={styles.personB} />
      <path d="M130 160c0-24 10-44 24-44s24 20 24 44z" className={styles.personB} />
      <path d="M120 92c-9-6-14-11-14-17a7 7 0 0 1 14-3 7 7 0 0 1 14 3c0 6-5 11-14 17z" className={styles.heart} />
      <path d="M36 164h168" className={styles.ground} />
    </svg>
  );
}
