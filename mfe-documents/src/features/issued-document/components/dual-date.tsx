import type { DocumentLanguage } from '@sakina/shared/validation';
import { dualDate } from '../format';
import styles from './document.module.css';

/** A date in the Gregorian calendar with its Hijri equivalent below it. */
export function DualDate({
  value,
  language,
  withTime = false,
}: {
  value: string;
  language: DocumentLanguage;
  withTime?: boolean;
}) {
  const { gregorian, hijri } = dualDate(value, language, withTime);
  return (
    <>
      <time dateTime={value}>{gregorian}</time>
      <span className={styles.hijri}>{hijri}</span>
    </>
  );
}
