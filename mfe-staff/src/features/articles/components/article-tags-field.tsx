import { useLocale } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { ChoiceList } from '../../../components/choice-list';
import type { ArticleTag } from '../api/get-tags';
import { articleInputId } from '../utils/article-field-errors';
import type { ArticleFieldsProps } from './article-fields';

/** The tags the article carries, from every tag there is (related articles share one). */
export function ArticleTagsField({
  tags,
  draft,
  change,
  errors,
}: Omit<ArticleFieldsProps, 'kind'> & { tags: ArticleTag[] }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const names = new Map(tags.map((tag) => [tag.id, tag.name[locale]]));
  if (tags.length === 0) return null;
  return (
    <ChoiceList
      id={articleInputId('tags')}
      legend={t('articles.tags')}
      hint={t('articles.tagsHint')}
      choices={tags.map((tag) => tag.id)}
      labelOf={(id) => names.get(id) ?? id}
      chosen={draft.tags}
      onChange={(chosen) => change({ tags: chosen })}
      error={errors.tags}
    />
  );
}
