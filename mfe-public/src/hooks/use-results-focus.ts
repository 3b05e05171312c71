import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * Where focus goes after a list changes in place. A page button takes the person to the start of the new page;
 * any other change leaves focus on the control they used, unless that control went away (a link in an empty
 * state), when it moves to the results. Back and Forward restore the scroll and move nothing.
 * `view` is the list's view without its page; returns the ref of the focusable results element.
 */
export function useResultsFocus<Target extends HTMLElement>(view: string, page: number) {
  const results = useRef<Target>(null);
  const shown = useRef({ view, page });
  const navigationType = useNavigationType();

  useEffect(() => {
    const previous = shown.current;
    if (previous.view === view && previous.page === page) return;
    shown.current = { view, page };
    if (navigationType === 'POP') return;
    const target = results.current;
    if (!target) return;
    if (previous.view === view) {
      target.scrollIntoView?.({ block: 'start' });
      target.focus({ preventScroll: true });
    } else if (!document.activeElement || document.activeElement === document.body) {
      target.focus();
    }
  }, [view, page, navigationType]);

  return results;
}
