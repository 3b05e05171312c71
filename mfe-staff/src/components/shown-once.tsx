import { Button, Card, TextField, useCopyText } from '@sakina/shared/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './staff.module.css';

interface ShownOnceProps {
  /** The section's heading id (its name). */
  id: string;
  title: string;
  /** What the value is for and that it is not shown again. */
  note: ReactNode;
  label: string;
  value: string;
  text: { copy: string; copied: string; copyFailed: string };
  children?: ReactNode;
}

/** A value the API answers once (a set-up link, an API token): focused as it appears, to select or copy. */
export function ShownOnce({ id, title, note, label, value, text, children }: ShownOnceProps) {
  const { copyStatus, copyText } = useCopyText();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Read out as it appears: the value is what the member came for.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card padding="large">
      <section aria-labelledby={id} className={styles.section}>
        <h2 id={id} tabIndex={-1} ref={headingRef} className={styles.subtitle}>
          {title}
        </h2>
        <p>{note}</p>
        <TextField label={label} value={value} readOnly dir="ltr" onFocus={(event) => event.currentTarget.select()} />
        {children}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => copyText(value)}>
            {text.copy}
          </Button>
        </div>
        <p role="status" className={copyStatus === 'failed' ? styles.error : styles.notice}>
          {copyStatus === 'copied' ? text.copied : copyStatus === 'failed' ? text.copyFailed : ''}
        </p>
      </section>
    </Card>
  );
}
