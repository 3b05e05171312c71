import { useEffect, useRef } from 'react';
import { useSafeNavigate } from '@sakina/shared/navigation';
import { useCountdown } from './use-countdown';

/** SPEC §9: after sign-in, activation and a password change the visitor is taken on after 5 seconds. */
export const redirectDelaySeconds = 5;

/** Counts down, then navigates to `path` (kept out of history); returns the seconds left for the page to show. */
export function useRedirectCountdown(path: string, seconds = redirectDelaySeconds): number {
  const { remaining } = useCountdown(seconds);
  const navigate = useSafeNavigate();
  const navigated = useRef(false);

  useEffect(() => {
    if (remaining > 0 || navigated.current) return;
    navigated.current = true;
    navigate(path, { replace: true });
  }, [remaining, navigate, path]);

  return remaining;
}
