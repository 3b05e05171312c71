import { useMemo, useSyncExternalStore } from 'react';
import { detectPlatform, type ShellContext } from '@sakina/shared/contracts';

// The device does not change while a page is open: nothing to listen to.
const subscribe = () => () => undefined;
const browserPlatform = () => detectPlatform(navigator.userAgent, navigator.maxTouchPoints);

/**
 * The context pages read: the server's choice of device while hydrating (so the HTML matches), then the browser's
 * own, which also sees an iPad that presents itself as a Mac.
 */
export function usePageContext(context: ShellContext): ShellContext {
  const platform = useSyncExternalStore(subscribe, browserPlatform, () => context.platform);
  return useMemo(() => (platform === context.platform ? context : { ...context, platform }), [context, platform]);
}
