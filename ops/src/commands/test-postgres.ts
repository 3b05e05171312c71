// The PostgreSQL server `npm test` gives the API's tests (scripts/test.mjs): a throwaway cluster on a free
// loopback port, in a temporary folder, never the machine's own. Prints its URL on one line, then holds it until
// its standard input closes (the test run ended, or died) or it is told to stop; then the cluster and its folder go.
import { createThrowawayPostgres } from '../drills/throwaway-postgres';

async function main(): Promise<void> {
  const postgres = await createThrowawayPostgres();
  let removing: Promise<void> | undefined;
  let removed = false;
  const remove = () => {
    removing ??= postgres.remove().then(() => {
      removed = true;
      process.exit(0);
    });
  };
  // Only when the orderly removal did not happen (an error): stopping a removed cluster again would be a wasted `su`.
  process.on('exit', () => {
    if (!removed) postgres.stopNow();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, remove);
  process.stdin.on('close', remove);
  process.stdin.resume();
  process.stdout.write(`${postgres.url()}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
