import { hash, verify } from '@node-rs/argon2';

// One spelling of each character: an accented or Arabic letter typed precomposed on one keyboard and as a base
// letter plus a mark on another is the same password. (ASCII passwords are unchanged by it.)
const normalized = (password: string) => password.normalize('NFC');

// @node-rs/argon2 defaults to argon2id (m=19 MiB, t=2, p=1), the OWASP baseline. Under jest (NODE_ENV=test) the
// same algorithm runs at its lowest cost: the suites hash thousands of throwaway passwords, and a stored hash
// carries its own cost, so verifying is unchanged.
const cost = process.env.NODE_ENV === 'test' ? { memoryCost: 1024, timeCost: 1 } : {};

export function hashPassword(password: string): Promise<string> {
  return hash(normalized(password), cost);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalized(password));
  } catch {
    return false;
  }
}

/** Verified against when no account matches, so a wrong email takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;

export async function verifyDecoyPassword(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-never-used');
  await verifyPassword(await decoyHash, password);
  return false;
}
