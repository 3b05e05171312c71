import { terminalSafe, terminalSafeDeep } from './terminal-text';

describe('terminalSafe', () => {
  it('removes escape sequences, C1 controls and bidi overrides, and keeps Arabic, tabs and newlines', () => {
    const name = 'سارة\u001b]0;owned\u0007\u001b[2J Al\u009b31mOtaibi\u202e\u2066';
    expect(terminalSafe(name)).toBe('سارة]0;owned[2J Al31mOtaibi');
    expect(terminalSafe('line one\n\tline two\r')).toBe('line one\n\tline two');
  });

  it('cleans every string of a JSON value, keys included', () => {
    expect(terminalSafeDeep({ personal: { bio: ['a\u001bb', 3, null] }, 'k\u0007': 'v' })).toEqual({
      personal: { bio: ['ab', 3, null] },
      k: 'v',
    });
  });
});
