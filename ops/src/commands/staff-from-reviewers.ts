import { loadConfig } from '@sakina/api/internals/config';
import { operatorPost } from './operator-client';

interface MovedReviewer {
  email: string;
  outcome: 'created' | 'renewed' | 'kept';
  role: string;
  setupUrl: string | null;
}

// npm run staff:from-reviewers: each legacy reviewer account (they no longer sign in) becomes a staff member with
// the role reviewer and a one-time set-up link. Running it again changes nothing for members already set up.
// Works whether or not the server is running (see operator-client.ts).
async function main(): Promise<void> {
  const { mode, status, body } = await operatorPost<{ reviewers?: MovedReviewer[]; error?: string }>(
    loadConfig(),
    '/operator/staff-from-reviewers',
    {},
  );
  if (status !== 200 || !body.reviewers) throw new Error(body.error ?? `The server answered ${status}.`);
  const where = mode === 'server' ? 'through the running server' : 'directly in the database';
  if (body.reviewers.length === 0) {
    console.log(`No legacy reviewer accounts (${where}).`);
    return;
  }
  console.log(`${body.reviewers.length} legacy reviewer account(s) (${where}):`);
  for (const reviewer of body.reviewers) {
    if (reviewer.outcome === 'kept') {
      console.log(`${reviewer.email}: already a staff member (${reviewer.role}), left as it is.`);
      continue;
    }
    const done = reviewer.outcome === 'created' ? 'now a staff member (reviewer)' : 'renewed the set-up link';
    console.log(`${reviewer.email}: ${done}. Give this one-time link to the person (72 hours, once):`);
    console.log(`  ${reviewer.setupUrl}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
