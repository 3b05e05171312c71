import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteAssets } from './site-assets';

describe('siteAssets().shell()', () => {
  let siteDir: string;
  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-assets-'));
    fs.mkdirSync(path.join(siteDir, 'shell'));
    fs.writeFileSync(path.join(siteDir, 'shell', 'index.html'), '<html></html>');
    fs.writeFileSync(
      path.join(siteDir, 'shell', 'ssr-assets.json'),
      JSON.stringify({
        entrypoints: { main: ['main.js'] },
        imports: {
          './bootstrap': ['bootstrap.js', 'bootstrap.css'],
          './resources-ar': ['strings-ar.js'],
          './resources-en': ['strings-en.js'],
        },
        shared: ['react.js'],
      }),
    );
  });
  afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  it("lists the shell's strings of each language apart from the scripts every page loads", () => {
    const shell = siteAssets(siteDir).shell()!;
    expect(shell.scripts).toEqual(['/bootstrap.js', '/react.js']);
    expect(shell.styles).toEqual(['/bootstrap.css']);
    expect(shell.localeScripts).toEqual({ ar: ['/strings-ar.js'], en: ['/strings-en.js'] });
  });
});
