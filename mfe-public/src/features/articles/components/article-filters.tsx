import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@sakina/shared/navigation';
import { Button, Select, TextField } from '@sakina/shared/ui';
import { useSearchText } from '../../../hooks/use-search-text';
import { useArticleTags } from '../api/get-article-tags';
import type { ArticleKind } from '../utils/article-kind';
import {
  articleSorts,
  maxSearchLength,
  type ArticleListChange,
  type ArticleListState,
  type ArticleSort,
} from '../utils/article-list-state';
import styles from './article-filters.module.css';

export interface ArticleFiltersProps {
  kind: ArticleKind;
  state: ArticleListState;
  onChange: (change: ArticleListChange) => void;
}

/** Search box (applied on submit), topic and sort (applied on choice): all of them write to the URL. */
export function ArticleFilters({ kind, state, onChange }: ArticleFiltersProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { data } = useArticleTags(kind);
  const [text, setText] = useSearchText(state.search);
  const tagOptions = [
    { value: '', label: t('articles.filters.allTags') },
    ...(data?.tags ?? []).map((tag) => ({ value: tag.id, label: tag.name[locale] })),
  ];
  const sortOptions: { value: ArticleSort; label: string }[] = [
    ...(state.search ? [{ value: 'relevance' as const, label: t('articles.filters.relevance') }] : []),
    { value: 'newest', label: t('articles.filters.newest') },
    { value: 'oldest', label: t('articles.filters.oldest') },
  ];

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ search: text });
  }

  return (
    <div className={styles.filters}>
      {/* The box follows the URL's search, so Back and Forward put the matching text back in it. */}
      <form role="search" className={styles.search} onSubmit={submitSearch}>
        <TextField
          type="search"
          name="q"
          label={t(`articles.kinds.${kind}.searchLabel`)}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={maxSearchLength}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.searchField}
        />
        <Button type="submit" className={styles.searchButton}>
          {t('articles.filters.submit')}
        </Button>
      </form>
      <Select
        label={t('articles.filters.tag')}
        value={state.tag ?? ''}
        options={tagOptions}
        onChange={(event) => onChange({ tag: event.target.value || null })}
      />
      <Select
        label={t('articles.filters.sort')}
        value={state.sort}
        options={sortOptions}
        onChange={(event) => onChange({ sort: articleSorts.find((sort) => sort === event.target.value) ?? 'newest' })}
      />
    </div>
  );
}
