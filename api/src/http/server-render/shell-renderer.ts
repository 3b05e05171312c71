import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RuntimeConfig } from '@sakina/shared/contracts';

// The shape of the shell's server build (shell/src/server/render-request.ts); the API never imports the shell.
export interface RenderRequest {
  url: string;
  cookie: string;
  signedIn: boolean;
  origin: string;
  remotes: Record<string, string>;
  serverEntries: Record<string, string>;
  config: RuntimeConfig;
  fetch: typeof fetch;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client'; locale: 'ar' | 'en'; head: string }
  | {
      kind: 'page';
      status: number;
      locale: 'ar' | 'en';
      head: string;
      html: string;
      state: unknown;
      route?: { remote: string; page: string };
      fallbacks: string[];
    };

export interface ShellRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
}

/**
 * The shell's server build (SITE_DIR/shell/server/main.js), loaded once. Remote versions change under it at
 * run time (it follows remotes.json); a new shell build takes a restart, as the shell's own deploy.
 */
export function loadShellRenderer(shellDir: string): ShellRenderer | null {
  const entry = path.join(shellDir, 'server', 'main.js');
  if (!fs.existsSync(entry)) return null;
  return createRequire(__filename)(entry) as ShellRenderer;
}
