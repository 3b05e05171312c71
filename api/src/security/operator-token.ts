import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { localSecret } from './local-secret';

/**
 * The secret the command line shows the running server to create reviewers and staff members. It lives in DATA_DIR, readable by
 * its owner only: whoever can read it can already read the database, so it grants nothing more.
 */
export function operatorTokenPath(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'operator-token');
}

export function ensureOperatorToken(config: Pick<AppConfig, 'dataDir'>): string {
  return localSecret(config, path.basename(operatorTokenPath(config)));
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
