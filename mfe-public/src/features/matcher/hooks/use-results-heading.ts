import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * The results' heading, focused each time the visitor sends the answers in place (the same ones again too), so a
 * screen reader announces the shortlist and the keyboard continues from it. Opening the page, Back and Forward
 * move nothing.
 */
export function useResultsHeading<Target extends HTMLElement>() {
  const heading = useRef<Target>(null);
  const { key } = useLocation();
  const shownKey = useRef(key);
  const navigationType = useNavigationType();

  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (navigationType === 'POP') return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [key, navigationType]);

  return heading;
}
