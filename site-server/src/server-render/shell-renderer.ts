import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RenderRequest, RenderResult } from '@sakina/shared/contracts';

export type { RenderRequest, RenderResult };

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
