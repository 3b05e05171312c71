import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a view link's token says, once its signature is checked. */
export type ViewTokenReading =
  | { status: 'valid'; documentId: string; expiresAt: Date }
  | { status: 'expired'; documentId: string }
  | { status: 'invalid' };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const tokenPattern = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, documentId: string, expiresSeconds: number): Buffer {
  return createHmac('sha256', secret).update(`issued-document:${documentId}.${expiresSeconds}`).digest();
}

/** `<document id>.<expiry, Unix seconds>.<HMAC-SHA256 of both, base64url>`, signed with the first secret. */
export function signViewToken(secrets: readonly string[], documentId: string, expiresAt: Date): string {
  const expiresSeconds = Math.floor(expiresAt.getTime() / 1000);
  return `${documentId}.${expiresSeconds}.${signature(secrets[0]!, documentId, expiresSeconds).toString('base64url')}`;
}

/** Checks the signature against every secret (rotation), then the expiry; never throws on bad input. */
export function readViewToken(secrets: readonly string[], token: string, now = new Date()): ViewTokenReading {
  const match = tokenPattern.exec(token);
  if (!match || !uuidPattern.test(match[1]!)) return { status: 'invalid' };
  const documentId = match[1]!;
  const expiresSeconds = Number(match[2]);
  // Compared as text: base64url's last character has two spare bits a decoder ignores, so four spellings of one
  // signature would decode alike; only the one the server wrote is accepted.
  const presented = Buffer.from(match[3]!);
  const signed = secrets.some((secret) => {
    const expected = Buffer.from(signature(secret, documentId, expiresSeconds).toString('base64url'));
    return expected.length === presented.length && timingSafeEqual(expected, presented);
  });
  if (!signed) return { status: 'invalid' };
  if (expiresSeconds * 1000 <= now.getTime()) return { status: 'expired', documentId };
  return { status: 'valid', documentId, expiresAt: new Date(expiresSeconds * 1000) };
}
