import { useTranslation } from 'react-i18next';
import { classNames } from '../utils/class-names';
import { formatNumber } from '../utils/format-number';
import styles from './rating-stars.module.css';

const maximum = 5;

export type RatingStarsProps = {
  /** 0 to 5, halves and tenths allowed. */
  value: number;
  /** How many reviews the value comes from. */
  count: number;
  size?: 'small' | 'medium';
  /** Hide the number and count next to the stars (the accessible label keeps them). */
  starsOnly?: boolean;
  className?: string;
};

function StarRow() {
  return (
    <span className={styles.row}>
      {Array.from({ length: maximum }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" className={styles.star} aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
          />
        </svg>
      ))}
    </span>
  );
}

/** Stars with the average and review count; read out as "Rated 4.5 out of 5 from 120 reviews". */
export function RatingStars({ value, count, size = 'medium', starsOnly = false, className }: RatingStarsProps) {
  const { t, i18n } = useTranslation('ui');
  const clamped = Math.min(maximum, Math.max(0, value));
  const shownValue = formatNumber(clamped, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = t('rating.label', { count, value: formatNumber(clamped, i18n.language, { maximumFractionDigits: 1 }) });

  return (
    <span
      role="img"
      aria-label={label}
      className={classNames(styles.rating, size === 'small' && styles.small, className)}
    >
      <span className={styles.stars}>
        <span className={styles.empty}>
          <StarRow />
        </span>
        <span className={styles.filled} style={{ inlineSize: `${(count > 0 ? clamped / maximum : 0) * 100}%` }}>
          <StarRow />
        </span>
      </span>
      {!starsOnly && count > 0 && (
        <>
          <bdi className={styles.value}>{shownValue}</bdi>
          <bdi className={styles.count}>({formatNumber(count, i18n.language)})</bdi>
        </>
      )}
    </span>
  );
}
