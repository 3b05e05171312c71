import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hasAnswers, parseAnswers } from '../utils/matcher-answers';

/**
 * The answers held in the page's address. `submit` sends the form the way the browser would without scripts (its
 * fields as the query), as a navigation of the router: one history entry, no reload.
 */
export function useMatcherAnswers() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const answers = useMemo(() => parseAnswers(new URLSearchParams(query)), [query]);

  const submit = useCallback(
    (form: HTMLFormElement) => {
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === 'string') params.append(name, value);
      }
      setSearchParams(params, { preventScrollReset: true });
    },
    [setSearchParams],
  );

  return { answers, answered: hasAnswers(searchParams), query, submit };
}
