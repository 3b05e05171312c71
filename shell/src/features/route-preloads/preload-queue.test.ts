import { createPreloadQueue, isSlowConnection } from './preload-queue';

/** A preload the test finishes when it wants. */
function controlledPreloads() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const preload = (key: string) => () =>
    new Promise<void>((resolve) => {
      started.push(key);
      finishers.set(key, resolve);
    });
  const finish = async (key: string) => {
    finishers.get(key)!();
    // Let the queue's promise callbacks run.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  return { started, preload, finish };
}

describe('createPreloadQueue', () => {
  it('runs at most four preloads at once and starts the next as one finishes', async () => {
    const { started, preload, finish } = controlledPreloads();
    const queue = createPreloadQueue({ connection: () => ({ effectiveType: '4g' }) });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) expect(queue.request(key, preload(key))).toBe(true);
    expect(started).toEqual(['a', 'b', 'c', 'd']);

    await finish('b');
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    await finish('a');
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('preloads a route once, however often its links are seen', () => {
    const { started, preload } = controlledPreloads();
    const queue = createPreloadQueue({ connection: () => undefined });
    expect(queue.request('mfe_business/business/en', preload('business'))).toBe(true);
    expect(queue.request('mfe_business/business/en', preload('business'))).toBe(false);
    expect(started).toEqual(['business']);
  });

  it('keeps going after a preload fails', async () => {
    const { started, preload } = controlledPreloads();
    const queue = createPreloadQueue({ maxParallel: 1, connection: () => undefined });
    queue.request('broken', () => Promise.reject(new Error('chunk missing')));
    queue.request('next', preload('next'));
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(started).toEqual(['next']);
  });

  it('preloads nothing with data saver on or on a 2G-class connection', () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
    ]) {
      const { started, preload } = controlledPreloads();
      const queue = createPreloadQueue({ connection: () => connection });
      expect(queue.request('a', preload('a'))).toBe(false);
      expect(started).toEqual([]);
    }
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});
