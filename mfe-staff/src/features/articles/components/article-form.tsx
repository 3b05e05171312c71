import { Button, Checkbox, ErrorSummary } from '@sakina/shared/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceId } from '../../../components/choice-list';
import { FailureMessage } from '../../../components/failure-message';
import type { StaffFailure } from '../../../components/staff-error';
import { UnsavedChanges } from '../../../components/unsaved-changes';
import styles from '../../../components/staff.module.css';
import { useTags, type ArticleTag } from '../api/get-tags';
import { useUploadImage } from '../api/upload-image';
import type { ArticleDraftState } from '../hooks/use-article-draft';
import { articleFieldErrors, articleInputId } from '../utils/article-field-errors';
import { ArticleBodyFields, type BodyEditor } from './article-body-fields';
import { ArticleCoverField } from './article-cover-field';
import type { ArticleFieldsProps } from './article-fields';
import { ArticleTagsField } from './article-tags-field';
import { ArticleTextFields } from './article-text-fields';

interface ArticleFormProps {
  kind: ArticleFieldsProps['kind'];
  /** Names the form. */
  label: string;
  draftState: ArticleDraftState;
  /** The refusal of the form's own action (Save, Create), told above the fields. */
  failure: StaffFailure | null;
  /** The field errors of the last action that sent the form (publishing saves first), told beside the fields. */
  fieldErrors: StaffFailure['fields'];
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** Reads the article again after a refusal that reading answers (a new article has nothing to read). */
  onReload?: () => void;
  /** Said once the form was sent. */
  notice: string;
  BodyEditor: BodyEditor;
}

/** A tag list's error links to its first box, a cover's to its file button. */
function summaryTarget(field: string, tags: ArticleTag[]): string {
  if (field === 'tags' && tags[0]) return choiceId(articleInputId('tags'), tags[0].id);
  if (field === 'cover') return `${articleInputId('cover')}-choose`;
  return articleInputId(field);
}

/** Every field of an article: address and texts, the body in both languages, tags, cover and health content. */
export function ArticleForm({
  kind,
  label,
  draftState,
  failure,
  fieldErrors,
  busy,
  submitLabel,
  onSubmit,
  onReload,
  notice,
  BodyEditor,
}: ArticleFormProps) {
  const { t } = useTranslation('staff');
  const { t: tValidation } = useTranslation('validation');
  const tags = useTags().data?.staffTags ?? [];
  const uploadImage = useUploadImage();
  const { draft, change, unsaved, discard } = draftState;
  const errors = articleFieldErrors(fieldErrors, t, tValidation);
  const summary = Object.entries(errors).map(([field, message]) => ({ fieldId: summaryTarget(field, tags), message }));
  const fields = { kind, draft, change, errors };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form method="post" noValidate aria-label={label} className={styles.form} onSubmit={handleSubmit}>
      {summary.length > 0 ? <ErrorSummary title={t('errors.fields')} errors={summary} /> : null}
      <FailureMessage failure={failure} reloadLabel={t('articles.reload')} onReload={onReload ?? discard} />
      {unsaved ? <UnsavedChanges busy={busy} onDiscard={discard} /> : null}
      <ArticleTextFields {...fields} />
      <ArticleBodyFields {...fields} BodyEditor={BodyEditor} onUploadImage={uploadImage} />
      <ArticleTagsField {...fields} tags={tags} />
      <ArticleCoverField {...fields} onUploadImage={uploadImage} />
      <Checkbox
        id={articleInputId('medicalReview')}
        label={t('articles.medicalReview')}
        hint={t('articles.medicalReviewHint')}
        checked={draft.medicalReview}
        error={errors.medicalReview}
        onCheckedChange={(checked) => change({ medicalReview: checked === true })}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    </form>
  );
}
