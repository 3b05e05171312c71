import { parseRemotesManifest } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('remotes.json', () => {
  it('keeps the known remotes with a manifest URL', () => {
    expect(
      parseRemotesManifest({
        mfe_public: '/remotes/mfe-public/1.0.0-abc/mf-manifest.json',
        mfe_business: '',
        unknown_remote: '/x.json',
      }),
    ).toEqual({ mfe_public: '/remotes/mfe-public/1.0.0-abc/mf-manifest.json' });
  });

  it('rejects a reply that is not an object', () => {
    expect(() => parseRemotesManifest('<html>')).toThrow(/not an object/);
  });
});
