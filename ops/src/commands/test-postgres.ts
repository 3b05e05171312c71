// The PostgreSQL server `npm test` gives the API's tests (scripts/test.mjs): a throwaway cluster on a free
// loopback port, in a temporary folder, never the machine's own. Prints its URL on one line, then holds it until
// its standard input closes (the test run ended, or died) or it is told to stop; then the cluster and its folder go.
import { createThrowawayPostgres } from '../drills/throwaway-postgres';

async function main(): Promise<void> {
  const postgres = await createThrowawayPostgres();
  let removing: Promise<void> | undefined;
  const remove = () => {
    removing ??= postgres.remove().then(() => process.exit(0));
  };
  process.on('exit', () => postgres.stopNow());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, remove);
  process.stdin.on('close', remove);
  process.stdin.resume();
  process.stdout.write(`${postgres.url()}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
