import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * The results' heading, focused when the visitor sends new answers in place, so a screen reader announces the
 * shortlist and the keyboard continues from it. Opening the page, Back and Forward move nothing.
 */
export function useResultsHeading<Target extends HTMLElement>(query: string) {
  const heading = useRef<Target>(null);
  const shownQuery = useRef(query);
  const navigationType = useNavigationType();

  useEffect(() => {
    if (shownQuery.current === query) return;
    shownQuery.current = query;
    if (navigationType === 'POP') return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [query, navigationType]);

  return heading;
}
