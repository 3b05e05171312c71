import { useOutletContext } from 'react-router-dom';
import type { DevicePlatform } from './device-platform';
import type { PostedForm } from './server-render';
import type { RuntimeConfig } from './runtime-config';
import type { PageHeadSink } from './page-head';

export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in';

/** What the shell hands to every page through the router's outlet context (shared across bundles). */
export interface ShellContext {
  config: RuntimeConfig;
  /** The visitor's device: what the server rendered for, then what the browser finds once the page runs. */
  platform: DevicePlatform;
  /** Set only while the server renders: where pages report their title, description and structured data. */
  head?: PageHeadSink;
  /** The form posted to this page before its scripts ran (its server render, then its hydration); else none. */
  form?: PostedForm;
}

export function useShell(): ShellContext {
  return useOutletContext<ShellContext>();
}
