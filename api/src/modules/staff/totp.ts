import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const issuer = 'Sakina';
const periodSeconds = 30;

function totpOf(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret, in base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The URI as a QR code, an SVG data URL the set-up page shows as an image (the site's CSP allows data: images). */
export async function totpQrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The current code (tests compute it the way the phone does). */
export function totpCode(secretBase32: string, timestamp = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp });
}

/**
 * The time step `code` belongs to (this one, the one before or the one after, for clocks a little apart), or
 * null. The caller refuses a step at or before the last it accepted, so a code works once.
 */
export function totpStepOf(secretBase32: string, code: string, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : Math.floor(timestamp / 1000 / periodSeconds) + delta;
}

// 32 letters and digits (no i, l, o, 1), so each random byte picks one without bias.
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz023456789';

/** Ten single-use codes like `k7m2p-x9qrt` (50 random bits each), shown once at set-up. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const characters = [...randomBytes(10)].map((byte) => recoveryAlphabet[byte % recoveryAlphabet.length]);
    return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
  });
}

/** Case, spaces and dashes do not matter when a recovery code is typed. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}
