import { useCallback, useEffect, useRef } from 'react';

export const typeaheadResetMs = 700;

/** Collects the letters typed in quick succession; the buffer empties 700 ms after the last key. */
export function useTypeahead() {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const add = useCallback((key: string) => {
    clearTimeout(timer.current);
    buffer.current += key;
    timer.current = setTimeout(() => {
      buffer.current = '';
    }, typeaheadResetMs);
    return buffer.current;
  }, []);

  const isTyping = useCallback(() => buffer.current !== '', []);

  return { add, isTyping };
}
