import type { LocalizedTextInput } from '@sakina/shared/graphql';
import { Button } from '@sakina/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorMessages, localizedErrors } from '../../../components/field-errors';
import type { FormControls } from '../../../components/form-toggle';
import { LocalizedFields } from '../../../components/localized-fields';
import type { StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';

interface ApproveFormProps {
  controls: FormControls;
  onApprove: (reviewerName: LocalizedTextInput) => void;
  busy: boolean;
  /** The field errors of the last approval. */
  fieldErrors: StaffFailure['fields'];
}

/** A medical reviewer's approval: their name in both languages, as the page will show it. */
export function ApproveForm({ controls, onApprove, busy, fieldErrors }: ApproveFormProps) {
  const { t } = useTranslation('staff');
  const { t: tValidation } = useTranslation('validation');
  const [reviewerName, setReviewerName] = useState<LocalizedTextInput>({ ar: '', en: '' });
  const errors = fieldErrorMessages(fieldErrors, t, tValidation);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onApprove(reviewerName);
  }

  return (
    <form
      method="post"
      noValidate
      aria-label={t('articles.approveForm')}
      className={styles.form}
      onSubmit={handleSubmit}
    >
      <p>{t('articles.approveIntro')}</p>
      <LocalizedFields
        id="article-reviewer-name"
        label={t('articles.reviewerName')}
        hint={t('articles.reviewerNameHint')}
        maxLength={120}
        value={reviewerName}
        errors={localizedErrors(errors, 'reviewerName')}
        onChange={setReviewerName}
        required
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {t('articles.approveSubmit')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => controls.done()}>
          {t('articles.cancel')}
        </Button>
      </div>
    </form>
  );
}
