import { Button } from '@sakina/shared/ui';
import { Fragment, useId, useRef, useState, type ReactNode } from 'react';
import styles from './staff.module.css';

export interface FormControls {
  /** Closes the form, says `message` (if any) beside the button and gives it the focus back. */
  done: (message?: string) => void;
  /** Opens the form afresh, from the values it is given now (after reading the record again). */
  restart: () => void;
}

interface FormToggleProps {
  label: string;
  /** The button's accessible name when the label alone would not say what it opens (it starts with the label). */
  name?: string;
  children: (controls: FormControls) => ReactNode;
}

/** A button that opens a small form below it; closing the form returns the focus to the button. */
export function FormToggle({ label, name, children }: FormToggleProps) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [formKey, setFormKey] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const regionId = useId();

  const done = (text = '') => {
    setOpen(false);
    setMessage(text);
    requestAnimationFrame(() => buttonRef.current?.focus());
  };
  const restart = () => setFormKey((key) => key + 1);

  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        variant="secondary"
        size="small"
        aria-label={name}
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => {
          setOpen(!open);
          setMessage('');
        }}
      >
        {label}
      </Button>
      {open ? (
        <div id={regionId} className={styles.toggleRegion}>
          <Fragment key={formKey}>{children({ done, restart })}</Fragment>
        </div>
      ) : null}
      <p role="status" className={`${styles.notice} ${styles.toggleRegion}`}>
        {message}
      </p>
    </>
  );
}
