import type { DocumentLanguage } from '@sakina/shared/validation';
import { dualDate, type Numerals } from '../format';
import styles from './document.module.css';

/** A date in the Gregorian calendar with its Hijri equivalent below it. */
export function DualDate({
  value,
  language,
  numerals,
  withTime = false,
}: {
  value: string;
  language: DocumentLanguage;
  numerals: Numerals;
  withTime?: boolean;
}) {
  const { gregorian, hijri } = dualDate(value, language, numerals, withTime);
  return (
    <>
      <time dateTime={value}>{gregorian}</time>
      <span className={styles.hijri}>{hijri}</span>
    </>
  );
}
