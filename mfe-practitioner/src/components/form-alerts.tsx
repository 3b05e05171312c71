import { ErrorSummary, type ErrorSummaryItem } from '@sakina/shared/ui';
import styles from './form-alerts.module.css';

/** The top of a form: the summary of field errors, and the alert for a failure that is not a field's. */
export function FormAlerts({ errors, formError }: { errors: ErrorSummaryItem[]; formError: string | null }) {
  return (
    <>
      <ErrorSummary errors={errors} />
      {formError && (
        <p role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
    </>
  );
}
