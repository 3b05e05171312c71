import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ObjectStore } from './object-store';

export interface ContractSubject {
  store: ObjectStore;
  /** Called after each test: remove what the store holds. */
  dispose?(): Promise<void>;
}

async function bytesOf(store: ObjectStore, key: string): Promise<Buffer | null> {
  const object = await store.read(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function keysOf(store: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of store.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

/**
 * What every ObjectStore promises, declared as jest tests: run it from each implementation's test file with a
 * factory that makes a fresh, empty store.
 */
export function describeObjectStoreContract(name: string, makeSubject: () => Promise<ContractSubject>): void {
  describe(`${name}: the ObjectStore contract`, () => {
    let subject: ContractSubject;
    let store: ObjectStore;
    let scratch: string;

    beforeEach(async () => {
      subject = await makeSubject();
      store = subject.store;
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-store-contract-'));
    });

    afterEach(async () => {
      await subject.dispose?.();
      fs.rmSync(scratch, { recursive: true, force: true });
    });

    const fileWith = (name: string, bytes: Buffer) => {
      const file = path.join(scratch, name);
      fs.writeFileSync(file, bytes);
      return file;
    };

    it('gives back a 3 MB file byte for byte, with its size', async () => {
      const bytes = randomBytes(3 * 1024 * 1024);
      await store.putFile('applications/large', fileWith('large', bytes));

      const object = await store.read('applications/large');
      object?.body.destroy();
      expect(object?.size).toBe(bytes.length);
      expect((await bytesOf(store, 'applications/large'))?.equals(bytes)).toBe(true);
      expect((await store.readBytes('applications/large'))?.equals(bytes)).toBe(true);
    });

    it('keeps an empty file and an empty buffer as empty objects', async () => {
      await store.putFile('empty-file', fileWith('empty', Buffer.alloc(0)));
      await store.putBytes('empty-bytes', Buffer.alloc(0));

      expect(await store.readBytes('empty-file')).toEqual(Buffer.alloc(0));
      expect((await store.stat('empty-bytes'))?.size).toBe(0);
    });

    it('replaces an object, and its tag changes with its bytes', async () => {
      await store.putBytes('remotes.json', '{"version":1}', { contentType: 'application/json' });
      const before = await store.stat('remotes.json');
      await store.putBytes('remotes.json', '{"version":2}', { contentType: 'application/json' });
      const after = await store.stat('remotes.json');

      expect((await store.readBytes('remotes.json'))?.toString()).toBe('{"version":2}');
      expect(after?.tag).not.toBe(before?.tag);
    });

    it('answers null for a missing key', async () => {
      expect(await store.read('nothing/here')).toBeNull();
      expect(await store.readBytes('nothing/here')).toBeNull();
      expect(await store.stat('nothing/here')).toBeNull();
    });

    it('deletes an object, and a missing one without an error', async () => {
      await store.putBytes('applications/gone', 'bytes');
      await store.delete('applications/gone');
      await store.delete('applications/never-there');

      expect(await store.stat('applications/gone')).toBeNull();
      expect(await keysOf(store, '')).toEqual([]);
    });

    it('lists by prefix: nested keys, a prefix inside a name, nothing of other prefixes', async () => {
      for (const key of ['remotes/a/1/x.js', 'remotes/a/1/deep/y.js', 'remotes/ab/z.js', 'shell/index.html']) {
        await store.putBytes(key, key);
      }

      expect(await keysOf(store, 'remotes/a/')).toEqual(['remotes/a/1/deep/y.js', 'remotes/a/1/x.js']);
      expect(await keysOf(store, 'remotes/a')).toEqual([
        'remotes/a/1/deep/y.js',
        'remotes/a/1/x.js',
        'remotes/ab/z.js',
      ]);
      expect(await keysOf(store, '')).toHaveLength(4);
      const entries = [];
      for await (const entry of store.list('shell/')) entries.push(entry);
      expect(entries).toEqual([expect.objectContaining({ key: 'shell/index.html', size: 'shell/index.html'.length })]);
    });

    it.each(['../x', '/x', 'a//b', 'a/./b', ''])('refuses the key %j', async (key) => {
      await expect(store.putBytes(key, 'x')).rejects.toThrow(/Bad object key/);
      await expect(store.read(key)).rejects.toThrow(/Bad object key/);
    });

    it('passes its check', async () => {
      await expect(store.check()).resolves.toBeUndefined();
    });

    it('never shows a reader half an object while it is being replaced', async () => {
      const old = Buffer.alloc(2 * 1024 * 1024, 'o');
      const replacement = Buffer.alloc(2 * 1024 * 1024, 'n');
      await store.putBytes('applications/doc', old);

      const put = store.putFile('applications/doc', fileWith('replacement', replacement));
      const seen: string[] = [];
      let settled = false;
      void put.finally(() => (settled = true)).catch(() => undefined);
      while (!settled || seen.length === 0) {
        const bytes = await store.readBytes('applications/doc');
        seen.push(bytes?.equals(old) ? 'old' : bytes?.equals(replacement) ? 'new' : 'partial');
      }
      await put;

      expect(seen).not.toContain('partial');
      expect(await store.readBytes('applications/doc')).toEqual(replacement);
    });
  });
}
