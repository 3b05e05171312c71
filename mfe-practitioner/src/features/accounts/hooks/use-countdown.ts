import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline `seconds` from now, ticking once a second; `restart` sets a new one.
 * Counted against the clock, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number): { remaining: number; restart: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(Math.max(0, Math.ceil(seconds)));

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((next: number) => {
    setDeadline(Date.now() + next * 1000);
    setRemaining(Math.max(0, Math.ceil(next)));
  }, []);

  return { remaining, restart };
}
