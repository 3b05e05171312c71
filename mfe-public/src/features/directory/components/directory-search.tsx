import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@sakina/shared/ui';
import { useSearchText } from '../../../hooks/use-search-text';
import { maxSearchLength } from '../utils/directory-state';
import styles from './directory.module.css';

type DirectorySearchProps = {
  search: string;
  onSearch: (search: string) => void;
};

/** Search by name or specialization; the query is sent on submit, so each search is one history entry. */
export function DirectorySearch({ search, onSearch }: DirectorySearchProps) {
  const { t } = useTranslation('public');
  const hintId = useId();
  const [text, setText] = useSearchText(search);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" aria-label={t('directory.search.landmark')} className={styles.search} onSubmit={submit}>
      <div className={styles.searchRow}>
        {/* Follows the URL's search, so Back and Forward show the words that list came from. */}
        <TextField
          name="q"
          type="search"
          label={t('directory.search.label')}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={maxSearchLength}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.searchField}
        />
        <Button type="submit" className={styles.searchButton}>
          {t('directory.search.submit')}
        </Button>
      </div>
      <p id={hintId} className={styles.searchHint}>
        {t('directory.search.hint')}
      </p>
    </form>
  );
}
