import { useId, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@sakina/shared/navigation';
import { Button, TextField } from '@sakina/shared/ui';
import { useSearchText } from '../../../hooks/use-search-text';
import { maxSearchLength, type DirectoryState } from '../utils/directory-state';
import styles from './directory.module.css';

type DirectorySearchProps = {
  /** The directory's form: the filters outside it name it. */
  formId: string;
  formRef: Ref<HTMLFormElement>;
  view: DirectoryState;
  onSearch: (search: string) => void;
};

/**
 * The directory's GET form and its search box (name or specialization, or a concern, channel or language in either
 * language); the query is sent on submit, so each search is one history entry.
 */
export function DirectorySearch({ formId, formRef, view, onSearch }: DirectorySearchProps) {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const hintId = useId();
  const [text, setText] = useSearchText(view.search);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form
      id={formId}
      ref={formRef}
      role="search"
      method="get"
      action={toLocale('/practitioners')}
      aria-label={t('directory.search.landmark')}
      className={styles.search}
      onSubmit={submit}
    >
      {/* The category is chosen with its tabs (links); a search keeps it. */}
      {view.category && <input type="hidden" name="category" value={view.category} />}
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
