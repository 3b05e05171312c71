import { Button, Checkbox, ErrorSummary } from '@sakina/shared/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureMessage } from '../../../components/failure-message';
import { fieldErrorMessages } from '../../../components/field-errors';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import type { FormControls } from '../../../components/form-toggle';

/** The id of a field's input in a FAQ form (`name.ar` → `<form id>-name-ar`): the error summary links to it. */
export const faqInputId = (formId: string, field: string) => `${formId}-${field.replace('.', '-')}`;

interface FaqFormProps<Values extends { published: boolean }> {
  id: string;
  /** Names the form: what is added or changed. */
  label: string;
  submitLabel: string;
  values: Values;
  onChange: (values: Values) => void;
  /** Sends the form; resolves once the API accepted it. */
  send: () => Promise<unknown>;
  /** Said beside the button that opened the form, once the API accepted it. */
  sentMessage: string;
  controls: FormControls;
  /** Reads the FAQ again: after a refusal that reading answers, the form starts over from the newest copy. */
  onReload: () => Promise<unknown>;
  /** The fields, given their messages by field. */
  children: (errors: Record<string, string>) => ReactNode;
}

/** A category's or a question's form: its fields, Published, Save and Cancel; a refusal keeps what was typed. */
export function FaqForm<Values extends { published: boolean }>({
  id,
  label,
  submitLabel,
  values,
  onChange,
  send,
  sentMessage,
  controls,
  onReload,
  children,
}: FaqFormProps<Values>) {
  const { t } = useTranslation('staff');
  const { t: tValidation } = useTranslation('validation');
  const [status, setStatus] = useState<'editing' | 'sending'>('editing');
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const errors = fieldErrorMessages(failure?.fields ?? [], t, tValidation);
  const summary = Object.entries(errors).map(([field, message]) => ({ fieldId: faqInputId(id, field), message }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setStatus('sending');
    try {
      await send();
      setStatus('editing');
      controls.done(sentMessage);
    } catch (error) {
      setStatus('editing');
      setFailure(staffFailure(error));
    }
  }

  return (
    <form method="post" noValidate aria-label={label} onSubmit={handleSubmit} className={styles.form}>
      {summary.length > 0 ? <ErrorSummary title={t('errors.fields')} errors={summary} /> : null}
      <FailureMessage
        failure={failure}
        reloadLabel={t('faq.reload')}
        onReload={() => void onReload().then(controls.restart)}
      />
      {children(errors)}
      <Checkbox
        id={faqInputId(id, 'published')}
        label={t('faq.publishedLabel')}
        hint={t('faq.publishedHint')}
        checked={values.published}
        error={errors.published}
        onCheckedChange={(checked) => onChange({ ...values, published: checked === true })}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={status === 'sending'}>
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={() => controls.done()}>
          {t('faq.cancel')}
        </Button>
      </div>
    </form>
  );
}
