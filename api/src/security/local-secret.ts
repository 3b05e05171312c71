import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/**
 * A secret made once and kept in DATA_DIR, readable by its owner only: the link secret of any server that sets no
 * DOCUMENTS_LINK_SECRET (links survive a restart; servers behind one address must share one, so set it there),
 * the service key of a local site (npm start, tests) without DOCUMENTS_SERVICE_KEY, which `documents:demo` reads,
 * and a local site's data encryption key.
 */
export function localSecret(config: Pick<AppConfig, 'dataDir'>, name: string): string {
  const file = path.join(config.dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
  return secret;
}
