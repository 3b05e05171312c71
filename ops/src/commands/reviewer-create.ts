import { loadConfig } from '@sakina/api/internals/config';
import { operatorPost, saveReviewerToken } from './operator-client';

// npm run reviewer:create -- <email>: makes the address a reviewer (or renews its token) and stores the token
// for `npm run review`. Works whether or not the server is running (see operator-client.ts).
async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email || email.startsWith('-')) {
    console.error('Usage: npm run reviewer:create -- <email>');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const { mode, status, body } = await operatorPost<{
    email?: string;
    token?: string;
    created?: boolean;
    error?: string;
  }>(config, '/operator/reviewers', { email });
  if (status !== 200 || !body.email || !body.token) throw new Error(body.error ?? `The server answered ${status}.`);
  const file = saveReviewerToken(config, body.email, body.token);
  console.log(
    `${body.created ? 'Created reviewer' : 'Renewed the token of reviewer'} ${body.email} (${mode === 'server' ? 'through the running server' : 'directly in the database'}).`,
  );
  console.log(
    `Token stored in ${file}: \`npm run review -- list\` uses it; other tools send it as "Authorization: Bearer <token>".`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
