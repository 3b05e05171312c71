import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../utils/class-names';
import styles from './error-summary.module.css';

export type ErrorSummaryItem = {
  /** The id of the field's input, so the link can focus it. */
  fieldId: string;
  message: string;
};

export type ErrorSummaryProps = {
  errors: ErrorSummaryItem[];
  /** Defaults to "Please correct the following". */
  title?: string;
  className?: string;
};

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  // Focus the field itself instead of only scrolling to it, which is what the hash link would do.
  event.preventDefault();
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

/** The errors at the top of a form after a failed submit: focused and announced, each linking to its field. */
export function ErrorSummary({ errors, title, className }: ErrorSummaryProps) {
  const { t } = useTranslation('ui');
  const summaryRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const errorKey = errors.map((error) => `${error.fieldId}:${error.message}`).join('|');

  useEffect(() => {
    if (errorKey !== '') summaryRef.current?.focus();
  }, [errorKey]);

  if (errors.length === 0) return null;

  return (
    <div
      ref={summaryRef}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className={classNames(styles.summary, className)}
    >
      <h2 id={titleId} className={styles.title}>
        {title ?? t('errorSummary.title')}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} className={styles.link} onClick={(event) => focusField(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
