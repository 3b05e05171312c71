import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../utils/class-names';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export type BadgeProps = ComponentPropsWithRef<'span'> & { tone?: BadgeTone };

/** A short status label, e.g. "Classified"; the text carries the meaning, the colour only supports it. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={classNames(styles.badge, styles[tone], className)} {...props} />;
}
