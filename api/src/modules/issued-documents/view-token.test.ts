import { readViewToken, signViewToken } from './view-token';

const id = '0f9d6f0e-8c1b-4b5e-9a52-6a3f1c2d4e5f';
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);

describe('view tokens', () => {
  it('open their document until they expire', () => {
    const token = signViewToken(['secret-a'.repeat(5)], id, inAWeek());
    expect(readViewToken(['secret-a'.repeat(5)], token)).toMatchObject({ status: 'valid', documentId: id });
    expect(readViewToken(['secret-a'.repeat(5)], token, new Date(Date.now() + 8 * 86_400_000))).toEqual({
      status: 'expired',
      documentId: id,
    });
  });

  it('keep working while their secret is still listed after a newer one (rotation), not after it is removed', () => {
    const old = 'old-secret'.repeat(4);
    const token = signViewToken([old], id, inAWeek());
    expect(readViewToken(['new-secret'.repeat(4), old], token).status).toBe('valid');
    expect(readViewToken(['new-secret'.repeat(4)], token).status).toBe('invalid');
  });

  it('are refused when any part is changed or malformed', () => {
    const secrets = ['secret-a'.repeat(5)];
    const token = signViewToken(secrets, id, inAWeek());
    const [documentId, expiry, signature] = token.split('.');
    const otherId = documentId!.replace(/^0/, '1');
    for (const changed of [
      `${otherId}.${expiry}.${signature}`,
      `${documentId}.${Number(expiry) + 1}.${signature}`,
      `${documentId}.${expiry}.${signature!.slice(0, -1)}`,
      `${token}.`,
      '',
      'not a token',
    ]) {
      expect(readViewToken(secrets, changed)).toEqual({ status: 'invalid' });
    }
  });

  it('accept only the spelling they were signed with, whatever the spare bits of the last character', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const secrets = ['secret-a'.repeat(5)];
    for (let day = 1; day <= 8; day += 1) {
      const token = signViewToken(secrets, id, new Date(Date.now() + day * 86_400_000));
      const last = alphabet.indexOf(token.at(-1)!);
      // The same six bits with the last two (which a base64url decoder drops for a 32-byte value) changed.
      for (const spare of [1, 2, 3]) {
        const respelled = `${token.slice(0, -1)}${alphabet[last ^ spare]}`;
        expect(readViewToken(secrets, respelled)).toEqual({ status: 'invalid' });
      }
    }
  });
});
