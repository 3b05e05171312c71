/**
 * Runs `work` over every item, at most `limit` at a time (a bucket answers many small requests faster together).
 * After a failure no new item starts, and the first error is thrown once those under way have ended.
 */
export async function inParallel<Item>(items: Item[], limit: number, work: (item: Item) => Promise<void>) {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (next < items.length && !failure) {
      const item = items[next] as Item;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
