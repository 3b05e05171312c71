import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@sakina/shared/navigation';
import type { Scale } from '../schemas/instrument';
import styles from './assessments.module.css';

interface HistoryChartProps {
  scale: Scale;
  points: { label: string; score: number }[];
}

const width = 320;
const height = 120;
const padding = 12;

/**
 * A small line chart of one scale's results, oldest first from the reading start (mirrored in Arabic), with its
 * band limits as faint lines. Screen readers get its title and every point as its description.
 */
export function HistoryChart({ scale, points }: HistoryChartProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const rightToLeft = locale === 'ar';
  const titleId = useId();
  const descriptionId = useId();
  const span = Math.max(scale.max - scale.min, 1);
  const y = (score: number) => height - padding - ((score - scale.min) / span) * (height - 2 * padding);
  const x = (index: number) => {
    const fromStart = points.length === 1 ? width / 2 : padding + (index / (points.length - 1)) * (width - 2 * padding);
    return rightToLeft ? width - fromStart : fromStart;
  };
  const limits = (scale.bands ?? []).slice(1).map((band) => band.min);
  const line = points.map((point, index) => `${x(index)},${y(point.score)}`).join(' ');

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={styles.chart}
    >
      <title id={titleId}>{t('assessments.history.chartTitle', { scale: scale.name[locale] })}</title>
      <desc id={descriptionId}>
        {t('assessments.history.chartDescription', {
          points: points.map((point) => t('assessments.history.point', point)).join(locale === 'ar' ? '، ' : ', '),
        })}
      </desc>
      <rect x={0} y={0} width={width} height={height} className={styles.chartFrame} />
      {limits.map((limit) => (
        <line key={limit} x1={padding} x2={width - padding} y1={y(limit)} y2={y(limit)} className={styles.chartLimit} />
      ))}
      {points.length > 1 && <polyline points={line} className={styles.chartLine} />}
      {points.map((point, index) => (
        <circle key={index} cx={x(index)} cy={y(point.score)} r={4} className={styles.chartPoint} />
      ))}
    </svg>
  );
}
