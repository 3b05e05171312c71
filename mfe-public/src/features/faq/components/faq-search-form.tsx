import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSafeNavigate } from '@sakina/shared/navigation';
import { Button, TextField } from '@sakina/shared/ui';
import { faqSearchPath, maxFaqSearchLength } from '../utils/faq-search';
import styles from './faq.module.css';

/** Searches every category; the results live at /faq?q=… so they can be shared and revisited. */
export function FaqSearchForm({ search }: { search: string }) {
  const { t } = useTranslation('public');
  const navigate = useSafeNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(faqSearchPath(String(new FormData(event.currentTarget).get('q') ?? '')));
  }

  return (
    // Keyed by the URL's search so Back and Forward put the matching text back in the box.
    <form key={search} role="search" className={styles.search} onSubmit={submit}>
      <TextField
        type="search"
        name="q"
        label={t('faq.search.label')}
        defaultValue={search}
        maxLength={maxFaqSearchLength}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.searchField}
      />
      <Button type="submit" className={styles.searchButton}>
        {t('faq.search.submit')}
      </Button>
    </form>
  );
}
