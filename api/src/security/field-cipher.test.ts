import { createFieldCipher, FieldCipherError } from './field-cipher';

const oldKey = 'o'.repeat(32);
const newKey = 'n'.repeat(40);
const secret = 'JBSWY3DPEHPK3PXP';

describe('field cipher', () => {
  it('stores a value that does not show it, and gives it back in its place only', () => {
    const cipher = createFieldCipher([newKey]);
    const stored = cipher.encrypt(secret, 'staff_members.totp_secret:1');
    expect(stored).toMatch(/^enc1\./);
    expect(stored).not.toContain(secret);
    // A fresh nonce each time: equal secrets do not look equal in the database.
    expect(cipher.encrypt(secret, 'staff_members.totp_secret:1')).not.toBe(stored);
    expect(cipher.decrypt(stored, 'staff_members.totp_secret:1')).toBe(secret);
    // Copied into another member's row, it does not open.
    expect(() => cipher.decrypt(stored, 'staff_members.totp_secret:2')).toThrow(FieldCipherError);
  });

  it('refuses a changed value', () => {
    const cipher = createFieldCipher([newKey]);
    const stored = cipher.encrypt(secret, 'place');
    const last = stored.at(-2) === 'A' ? 'B' : 'A';
    const changed = `${stored.slice(0, -2)}${last}${stored.at(-1)}`;
    expect(() => cipher.decrypt(changed, 'place')).toThrow(/does not decrypt/);
  });

  it('rotates: the first key encrypts, every listed key decrypts, and a removed key is named', () => {
    const before = createFieldCipher([oldKey]);
    const during = createFieldCipher([newKey, oldKey]);
    const after = createFieldCipher([newKey]);
    const stored = before.encrypt(secret, 'place');
    expect(during.isCurrent(stored)).toBe(false);
    expect(during.decrypt(stored, 'place')).toBe(secret);
    const again = during.encrypt(during.decrypt(stored, 'place'), 'place');
    expect(during.isCurrent(again)).toBe(true);
    expect(after.decrypt(again, 'place')).toBe(secret);
    expect(() => after.decrypt(stored, 'place')).toThrow(/not configured .*DATA_ENCRYPTION_KEY/);
  });

  it('reads a value stored before encryption as it is, and counts it as not current', () => {
    const cipher = createFieldCipher([newKey]);
    expect(cipher.decrypt(secret, 'place')).toBe(secret);
    expect(cipher.isCurrent(secret)).toBe(false);
  });
});
