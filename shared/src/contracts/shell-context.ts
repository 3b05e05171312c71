import { useOutletContext } from 'react-router-dom';
import type { RuntimeConfig } from './runtime-config';

export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in';

/** What the shell hands to every page through the router's outlet context (shared across bundles). */
export interface ShellContext {
  config: RuntimeConfig;
}

export function useShell(): ShellContext {
  return useOutletContext<ShellContext>();
}
