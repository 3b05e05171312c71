import { loadConfig } from '@sakina/api/internals/config';
import { operatorPost } from './operator-client';

const usage = 'Usage: npm run staff:create -- <email> --role reviewer|support|editor|medical_reviewer|admin';

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
  const { mode, status, body } = await operatorPost<{
    email?: string;
    role?: string;
    setupUrl?: string;
    created?: boolean;
    error?: string;
  }>(loadConfig(), '/operator/staff', { email, role });
  if (status !== 200 || !body.setupUrl) throw new Error(`${body.error ?? `The server answered ${status}.`}\n${usage}`);
  console.log(
    `${body.created ? 'Created' : 'Renewed the set-up link of'} ${body.role} ${body.email} (${mode === 'server' ? 'through the running server' : 'directly in the database'}).`,
  );
  console.log('Give this one-time link to the person (it works for 72 hours, once):');
  console.log(body.setupUrl);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
