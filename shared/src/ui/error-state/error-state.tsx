import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { AlertIcon } from '../icons/icons';
import { classNames } from '../utils/class-names';
import styles from './error-state.module.css';

export type ErrorStateProps = {
  /** What happened and what to do, in the visitor's language. */
  message: ReactNode;
  /** Defaults to "Something went wrong". */
  title?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** While a retry is running. */
  retrying?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

export function ErrorState({
  message,
  title,
  onRetry,
  retryLabel,
  retrying = false,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={classNames(styles.state, className)}>
      <AlertIcon className={styles.icon} />
      <Heading className={styles.title}>{title ?? t('errorState.title')}</Heading>
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </div>
  );
}
