import { useTranslation } from 'react-i18next';
import { classNames } from '../utils/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

export type SpinnerSize = 'small' | 'medium' | 'large';

export type SpinnerProps = {
  size?: SpinnerSize;
  /** What is loading; defaults to "Loading". */
  label?: string;
  /** When the surrounding element already announces the busy state. */
  decorative?: boolean;
  className?: string;
};

export function Spinner({ size = 'medium', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const circle = (
    <span aria-hidden="true" className={classNames(styles.spinner, size !== 'medium' && styles[size], className)} />
  );
  if (decorative) return circle;
  return (
    <span role="status">
      {circle}
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </span>
  );
}
