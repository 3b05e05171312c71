import { localePath } from '@sakina/shared/navigation';
import { TextField } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from '../../../components/field-group';
import { localizedErrors } from '../../../components/field-errors';
import { LocalizedFields } from '../../../components/localized-fields';
import { articlePath } from '../utils/article-address';
import { articleInputId } from '../utils/article-field-errors';
import type { ArticleFieldsProps } from './article-fields';

/** The address and what lists and search show: title, summary and author, both languages side by side. */
export function ArticleTextFields({ kind, draft, change, errors }: ArticleFieldsProps) {
  const { t } = useTranslation('staff');
  const path = articlePath(kind, draft.slug.trim() || '…');
  return (
    <FieldGroup legend={t('articles.textGroup')}>
      <TextField
        id={articleInputId('slug')}
        label={t('articles.slug')}
        hint={
          <>
            {t('articles.slugHint')} {t('articles.slugAddresses')} <bdi dir="ltr">{localePath(path, 'ar')}</bdi>{' '}
            <bdi dir="ltr">{localePath(path, 'en')}</bdi>
          </>
        }
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={draft.slug}
        error={errors.slug}
        onChange={(event) => change({ slug: event.target.value })}
        required
      />
      <LocalizedFields
        id={articleInputId('title')}
        label={t('articles.titleField')}
        maxLength={200}
        value={draft.title}
        errors={localizedErrors(errors, 'title')}
        onChange={(title) => change({ title })}
        required
      />
      <LocalizedFields
        id={articleInputId('summary')}
        label={t('articles.summary')}
        hint={t('articles.summaryHint')}
        rows={3}
        maxLength={500}
        value={draft.summary}
        errors={localizedErrors(errors, 'summary')}
        onChange={(summary) => change({ summary })}
        required
      />
      <LocalizedFields
        id={articleInputId('author')}
        label={t('articles.author')}
        hint={t('articles.authorHint')}
        maxLength={120}
        value={draft.author}
        errors={localizedErrors(errors, 'author')}
        onChange={(author) => change({ author })}
      />
    </FieldGroup>
  );
}
