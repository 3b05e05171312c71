import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §4: the reload guard lasts 10 seconds after the action. */
export const reloadGuardMs = 10_000;

/** Asks the browser to confirm leaving while `active` (its own dialog; browsers ignore custom text). */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [active]);
}

/**
 * Wraps an action whose reload would repeat it: while it runs and for 10 seconds after, leaving asks for
 * confirmation and `warning` is true, so the page can say 'If you reload this page, your previous action will be repeated.'
 */
export function useReloadGuard() {
  const [running, setRunning] = useState(0);
  const [lingering, setLingering] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const warning = running > 0 || lingering;
  useLeaveWarning(warning);

  useEffect(() => {
    return () => {
      window.clearTimeout(timer.current);
    };
  }, []);

  const guard = useCallback(async <Result>(action: () => Promise<Result>): Promise<Result> => {
    window.clearTimeout(timer.current);
    setLingering(false);
    setRunning((count) => count + 1);
    try {
      return await action();
    } finally {
      setRunning((count) => count - 1);
      setLingering(true);
      timer.current = window.setTimeout(() => setLingering(false), reloadGuardMs);
    }
  }, []);

  return { warning, guard };
}
