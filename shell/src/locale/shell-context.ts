import { createContext, useContext } from 'react';
import type { ShellContext } from '@sakina/shared/contracts';

/**
 * What the host gives the pages of one page load (or of one server render): the runtime configuration, the device,
 * a posted form, the head's reporter. Provided above the router, so the route objects are the same for every
 * request and the server makes them once.
 */
export const ShellContextValue = createContext<ShellContext | null>(null);

export function useShellContext(): ShellContext {
  const context = useContext(ShellContextValue);
  if (!context) throw new Error('useShellContext: no ShellContextValue provider above the router');
  return context;
}
