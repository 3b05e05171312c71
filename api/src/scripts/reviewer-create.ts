import { loadConfig } from '../config';
import { ensureOperatorToken } from '../modules/applications/operator-token';
import { connectToApi, saveReviewerToken } from '../modules/applications/operator-client';

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
  const operatorToken = ensureOperatorToken(config);
  const api = await connectToApi(config);
  try {
    const response = await api.request({
      method: 'POST',
      url: '/operator/reviewers',
      headers: { 'content-type': 'application/json', authorization: `Operator ${operatorToken}` },
      body: JSON.stringify({ email }),
    });
    const body = JSON.parse(response.body.toString('utf8')) as {
      email?: string;
      token?: string;
      created?: boolean;
      error?: string;
    };
    if (response.status !== 200 || !body.email || !body.token)
      throw new Error(body.error ?? `The server answered ${response.status}.`);
    const file = saveReviewerToken(config, body.email, body.token);
    console.log(
      `${body.created ? 'Created reviewer' : 'Renewed the token of reviewer'} ${body.email} (${api.mode === 'server' ? 'through the running server' : 'directly in the database'}).`,
    );
    console.log(
      `Token stored in ${file}: \`npm run review -- list\` uses it; other tools send it as "Authorization: Bearer <token>".`,
    );
  } finally {
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
