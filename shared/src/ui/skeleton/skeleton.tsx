import type { CSSProperties } from 'react';
import { classNames } from '../utils/class-names';
import styles from './skeleton.module.css';

export type SkeletonShape = 'text' | 'rectangle' | 'circle';

export type SkeletonProps = {
  shape?: SkeletonShape;
  /** For text: how many lines (the last one is shorter). */
  lines?: number;
  inlineSize?: CSSProperties['inlineSize'];
  blockSize?: CSSProperties['blockSize'];
  className?: string;
};

/** A grey placeholder while content loads; hidden from screen readers, so mark the loading region aria-busy. */
export function Skeleton({ shape = 'text', lines = 1, inlineSize, blockSize, className }: SkeletonProps) {
  const style: CSSProperties = { inlineSize, blockSize };
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={className} style={{ display: 'block', inlineSize }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={classNames(styles.skeleton, styles.text, index === lines - 1 && styles.lastLine)}
            style={{ blockSize }}
          />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" className={classNames(styles.skeleton, styles[shape], className)} style={style} />;
}
