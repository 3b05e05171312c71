/**
 * Loads by key in batches: the keys asked for while one GraphQL response is being resolved go to `load`
 * together, once. Keep one loader per request (see `onePer`), so nothing is cached across requests.
 */
export function createBatchLoader<Key, Value>(load: (keys: Key[]) => Promise<Map<Key, Value>>) {
  let pending: { key: Key; resolve: (value: Value | undefined) => void; reject: (error: unknown) => void }[] = [];
  const dispatch = () => {
    const batch = pending;
    pending = [];
    load([...new Set(batch.map((entry) => entry.key))]).then(
      (values) => batch.forEach((entry) => entry.resolve(values.get(entry.key))),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  };
  return (key: Key) =>
    new Promise<Value | undefined>((resolve, reject) => {
      if (pending.length === 0) setImmediate(dispatch);
      pending.push({ key, resolve, reject });
    });
}
