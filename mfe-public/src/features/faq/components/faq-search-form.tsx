import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLocalePath, useSafeNavigate } from '@sakina/shared/navigation';
import { Button, TextField } from '@sakina/shared/ui';
import { useSearchText } from '../../../hooks/use-search-text';
import { faqSearchPath, maxFaqSearchLength } from '../utils/faq-search';
import styles from './faq.module.css';

/** Searches every category; the results live at /faq?q=… so they can be shared and revisited. */
export function FaqSearchForm({ search }: { search: string }) {
  const { t } = useTranslation('public');
  const navigate = useSafeNavigate();
  const toLocale = useLocalePath();
  const location = useLocation();
  const [text, setText] = useSearchText(search);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = faqSearchPath(text);
    const target = toLocale(path);
    // The same search again is no new step in history; a new one on the FAQ page keeps the scroll.
    if (target === `${location.pathname}${location.search}`) return;
    navigate(path, { preventScrollReset: target.split('?')[0] === location.pathname });
  }

  return (
    // The box follows the URL's search, so Back and Forward put the matching text back in it. The action sends a
    // search made before the scripts run to /faq?q=… too, which the server renders.
    <form role="search" action={toLocale('/faq')} className={styles.search} onSubmit={submit}>
      <TextField
        type="search"
        name="q"
        label={t('faq.search.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
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
