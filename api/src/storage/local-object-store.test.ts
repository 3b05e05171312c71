import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localObjectStore } from './local-object-store';
import { describeObjectStoreContract } from './object-store.contract';

describeObjectStoreContract('local folder', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-local-store-'));
  return {
    store: localObjectStore(root),
    dispose: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
});
