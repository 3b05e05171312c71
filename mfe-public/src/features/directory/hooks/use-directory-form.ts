import { useCallback, useId, useRef } from 'react';
import { useFollowingValue } from '../../../hooks/use-following-value';
import { parseDirectoryState } from '../utils/directory-state';
import { useDirectoryState } from './use-directory-state';

/**
 * The directory's one GET form: the search box is in it and every filter names it (`form`), so without scripts a
 * submit sends the whole view to the server, which renders it. With scripts the form's fields are read the same way
 * and the view goes into the URL in place: on submit, and on any change of a filter. What the controls show follows
 * the URL, and changes at once when the visitor acts.
 */
export function useDirectoryForm() {
  const { state, update } = useDirectoryState();
  const [view, setView] = useFollowingValue(state);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();

  /** Applies what the form holds, with `search` as the search (what was typed, or, for a filter, the one shown). */
  const apply = useCallback(
    (search: string) => {
      const form = formRef.current;
      if (!form) return;
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === 'string' && value !== '') params.append(name, value);
      }
      params.set('q', search);
      const { page: _page, ...chosen } = parseDirectoryState(params);
      setView({ ...chosen, page: 1 });
      update(chosen);
    },
    [setView, update],
  );

  return { state, view, formRef, formId, apply };
}
