import { loadConfig } from '../config';
import { ensureOperatorToken } from '../modules/applications/operator-token';
import { connectToApi } from '../modules/applications/operator-client';

const usage = 'Usage: npm run staff:create -- <email> --role reviewer|support|admin';

// npm run staff:create -- <email> --role <role>: a staff member of the console and their one-time set-up link.
// Works whether or not the server is running (see operator-client.ts).
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const roleIndex = args.indexOf('--role');
  const role = roleIndex >= 0 ? args[roleIndex + 1] : undefined;
  const email = args.find((arg, index) => !arg.startsWith('-') && index !== roleIndex + 1);
  if (!email || !role) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const operatorToken = ensureOperatorToken(config);
  const api = await connectToApi(config);
  try {
    const response = await api.request({
      method: 'POST',
      url: '/operator/staff',
      headers: { 'content-type': 'application/json', authorization: `Operator ${operatorToken}` },
      body: JSON.stringify({ email, role }),
    });
    const body = JSON.parse(response.body.toString('utf8')) as {
      email?: string;
      role?: string;
      setupUrl?: string;
      created?: boolean;
      error?: string;
    };
    if (response.status !== 200 || !body.setupUrl) {
      throw new Error(`${body.error ?? `The server answered ${response.status}.`}\n${usage}`);
    }
    console.log(
      `${body.created ? 'Created' : 'Renewed the set-up link of'} ${body.role} ${body.email} (${api.mode === 'server' ? 'through the running server' : 'directly in the database'}).`,
    );
    console.log('Give this one-time link to the person (it works for 72 hours, once):');
    console.log(body.setupUrl);
  } finally {
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
