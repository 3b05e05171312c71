import { useEffect, useRef } from 'react';

/** Where the directory shows its filters as a column beside the results instead of a disclosure. */
export const wideScreens = '(min-width: 64rem)';

/**
 * Opens a disclosure on wide screens, once the page runs its scripts: the server sends it closed, which suits the
 * phones most visitors use (the first practitioner comes into the first screen); without scripts a wide screen
 * opens it like a phone. Its content must really be open there, not only shown: assistive technology skips the
 * content of a closed disclosure.
 */
export function useOpenOnWideScreens<Disclosure extends HTMLDetailsElement>() {
  const disclosure = useRef<Disclosure>(null);
  useEffect(() => {
    // Without media queries in script (jsdom), the disclosure stays as the server sent it.
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(wideScreens);
    const follow = () => {
      if (wide.matches && disclosure.current) disclosure.current.open = true;
    };
    follow();
    wide.addEventListener('change', follow);
    return () => wide.removeEventListener('change', follow);
  }, []);
  return disclosure;
}
