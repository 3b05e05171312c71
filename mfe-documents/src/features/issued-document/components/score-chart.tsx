import type { DocumentLanguage, EarlierResult } from '@sakina/shared/validation';
import type { DocumentText } from '../document-text';
import { shortDate, type Numerals } from '../format';
import styles from './document.module.css';

interface Point {
  issuedAt: string;
  score: number;
  maxScore: number;
  current: boolean;
}

/**
 * Earlier results and this one as a small line chart, oldest first (in reading order of the document's
 * direction), with the same values in a table for screen readers and for print.
 */
export function ScoreChart({
  earlier,
  current,
  language,
  numerals,
  t,
}: {
  earlier: readonly EarlierResult[];
  current: Omit<Point, 'current'>;
  language: DocumentLanguage;
  numerals: Numerals;
  t: DocumentText;
}) {
  if (earlier.length === 0) return <p>{t('measurement.noHistory')}</p>;
  const points: Point[] = [...earlier.map((result) => ({ ...result, current: false })), { ...current, current: true }];
  const width = 320;
  const height = 120;
  const padding = 16;
  const top = Math.max(...points.map((point) => point.maxScore), 1);
  const step = (width - padding * 2) / Math.max(points.length - 1, 1);
  const rtl = language === 'ar';
  const coordinates = points.map((point, index) => {
    const along = padding + index * step;
    return {
      x: rtl ? width - along : along,
      y: height - padding - (point.score / top) * (height - padding * 2),
      point,
    };
  });
  const label = t('measurement.chartLabel', {
    first: shortDate(points[0]!.issuedAt, language, numerals),
    last: shortDate(points.at(-1)!.issuedAt, language, numerals),
  });
  return (
    <figure className={styles.chart}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} className={styles.chartImage}>
        <line
          x1={padding}
          x2={width - padding}
          y1={height - padding}
          y2={height - padding}
          className={styles.chartAxis}
        />
        <polyline points={coordinates.map(({ x, y }) => `${x},${y}`).join(' ')} className={styles.chartLine} />
        {coordinates.map(({ x, y, point }) => (
          <circle
            key={point.issuedAt}
            cx={x}
            cy={y}
            r={point.current ? 5 : 3.5}
            className={point.current ? styles.chartCurrent : styles.chartPoint}
          />
        ))}
      </svg>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('measurement.history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('common.issuedOn')}</th>
            <th scope="col">{t('measurement.score')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.issuedAt}>
              <td>
                {shortDate(point.issuedAt, language, numerals)}
                {point.current ? ` (${t('measurement.current')})` : ''}
              </td>
              <td>{t('measurement.scoreValue', { score: point.score, max: point.maxScore })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
