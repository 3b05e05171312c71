import { chatWidgetUserHash } from './user-hash';

describe('chatWidgetUserHash', () => {
  it('is the HMAC-SHA256 of the user id, in hex (RFC 4231 test case 2)', () => {
    expect(chatWidgetUserHash('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});
