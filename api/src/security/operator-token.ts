import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/**
 * The secret the command line shows the running server to create reviewers and staff members. It lives in DATA_DIR, readable by
 * its owner only: whoever can read it can already read the database, so it grants nothing more.
 */
export function operatorTokenPath(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'operator-token');
}

export function ensureOperatorToken(config: Pick<AppConfig, 'dataDir'>): string {
  const file = operatorTokenPath(config);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const token = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, token, { mode: 0o600, flag: 'wx' });
  return token;
}

/** Whether `presented` is the operator token; false while none was ever made. */
async function isOperatorToken(config: Pick<AppConfig, 'dataDir'>, presented: string | undefined): Promise<boolean> {
  if (!presented) return false;
  let expected: string;
  try {
    expected = (await fs.promises.readFile(operatorTokenPath(config), 'utf8')).trim();
  } catch {
    return false;
  }
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return expected.length >= 32 && a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a request carries `Authorization: Operator <token>` with the operator token: the operator's doors. */
export function isOperatorRequest(
  config: Pick<AppConfig, 'dataDir'>,
  request: Pick<FastifyRequest, 'headers'>,
): Promise<boolean> {
  const header = request.headers.authorization ?? '';
  return isOperatorToken(config, header.startsWith('Operator ') ? header.slice('Operator '.length).trim() : undefined);
}
