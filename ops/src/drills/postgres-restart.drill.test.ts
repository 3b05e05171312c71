import fs from 'node:fs';
import {
  graphql,
  killLeftoverServers,
  startDrillServer,
  stopGracefully,
  temporaryFolder,
  type DrillServer,
} from './drill-server';
import { createThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

/**
 * PostgreSQL restarted under traffic (its own cluster on a free port, never the shared one): requests in flight
 * fail with a retryable error, none hangs, the server does not crash, /readyz says not-ready while the database
 * is gone, and the API serves again as soon as it is back, without a restart of its own.
 */

jest.setTimeout(180_000);

const faqQuery = /* GraphQL */ `
  query Faq {
    faqCategories {
      id
      questions {
        id
      }
    }
  }
`;

type Outcome = 'served' | 'unavailable' | 'hung' | `other: ${string}`;

/** One GraphQL read, classified: data, the retryable refusal, or anything else (which the drill forbids). */
async function read(server: DrillServer): Promise<Outcome> {
  try {
    const reply = await graphql(server.url, faqQuery);
    if (reply.status === 200 && !reply.body.errors && reply.body.data) return 'served';
    const [error] = reply.body.errors ?? [];
    if (reply.status === 503 && error?.extensions?.code === 'DATABASE_UNAVAILABLE') return 'unavailable';
    return `other: ${reply.status} ${JSON.stringify(reply.body.errors)}`;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'hung' : `other: ${String(error)}`;
  }
}

async function readiness(server: DrillServer): Promise<number> {
  return (await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(10_000) })).status;
}

describe('PostgreSQL restarted under traffic', () => {
  let postgres: ThrowawayPostgres;
  const dataDirectory = temporaryFolder('pg-restart-drill');

  beforeAll(async () => {
    postgres = await createThrowawayPostgres();
  });

  afterAll(async () => {
    await killLeftoverServers();
    await postgres?.remove();
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('answers DATABASE_UNAVAILABLE while it is gone, never hangs or crashes, and serves again once it is back', async () => {
    // Eight loops from one address would soon meet the per-client flood guard, which is not what is drilled here.
    const server = await startDrillServer({
      DATA_DIR: dataDirectory,
      DATABASE_URL: postgres.url(),
      GRAPHQL_RATE_LIMIT: '0',
    });
    expect(await read(server)).toBe('served');
    expect(await readiness(server)).toBe(200);

    // Eight clients read in a loop through the whole restart.
    const outcomes: Outcome[] = [];
    let traffic = true;
    const clients = Array.from({ length: 8 }, async () => {
      while (traffic) outcomes.push(await read(server));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    await postgres.stop();
    expect(await readiness(server)).toBe(503);
    const refused = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query: faqQuery }),
      signal: AbortSignal.timeout(10_000),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(((await refused.json()) as { errors: { extensions: unknown }[] }).errors[0]!.extensions).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      retryAfterSeconds: 5,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    await postgres.start();
    // The very first request once PostgreSQL accepts connections is served: nothing waits for a reconnect.
    expect(await read(server)).toBe('served');
    expect(await readiness(server)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    traffic = false;
    await Promise.all(clients);

    expect([...new Set(outcomes.filter((outcome) => outcome !== 'served' && outcome !== 'unavailable'))]).toEqual([]);
    expect(outcomes).toContain('unavailable');
    expect(outcomes.at(-1)).toBe('served');
    expect(server.child.exitCode).toBeNull();
    expect(await stopGracefully(server)).toBe(0);
  });
});
