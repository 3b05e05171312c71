import { useLocalePath } from '@sakina/shared/navigation';
import { Button, TextField } from '@sakina/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from '../../../components/staff.module.css';
import { articleListSearch, type ArticleListQuery } from '../utils/article-list-query';

/** A search of the titles and texts of the kind and status shown; it goes in the address, from page 1. */
export function ArticleSearchForm({ query }: { query: ArticleListQuery }) {
  const { t } = useTranslation('staff');
  const toLocale = useLocalePath();
  const navigate = useNavigate();
  const [text, setText] = useState(query.search);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    navigate(`${toLocale('/staff/articles')}${articleListSearch({ ...query, search: text.trim(), page: 1 })}`);
  }

  return (
    <form role="search" aria-label={t('articles.search')} className={styles.filters} onSubmit={handleSubmit}>
      <TextField
        id="articles-search"
        type="search"
        label={t('articles.searchLabel')}
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('articles.searchSubmit')}
      </Button>
    </form>
  );
}
