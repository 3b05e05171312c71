import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../utils/class-names';
import styles from './visually-hidden.module.css';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span className={classNames(styles.visuallyHidden, className)} {...props} />;
}
