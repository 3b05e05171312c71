import { loadConfig } from '@sakina/api/internals/config';
import type { AuditChainReport } from '@sakina/api/internals/modules/staff/audit-chain';
import { operatorPost } from './operator-client';

const reasons: Record<NonNullable<AuditChainReport['broken']>['reason'], string> = {
  changed: 'was changed after it was written (its hash does not match its fields)',
  'missing-before': 'does not follow the entry before it: an entry before it was deleted or changed',
  'outside-chain': 'is outside the chain (written with the chain trigger turned off)',
};

// npm run audit:verify: walks the staff audit trail's hash chain (through the running server when it holds the
// database) and says whether every entry is as written. Exit code 1 when it is not.
async function main(): Promise<void> {
  const { mode, status, body } = await operatorPost<AuditChainReport & { error?: string }>(
    loadConfig(),
    '/operator/audit/verify',
    {},
  );
  if (status !== 200) throw new Error(body.error ?? `The server answered ${status}.`);
  const where = mode === 'server' ? 'through the running server' : 'directly in the database';
  if (body.broken) {
    const entry =
      body.broken.seq === null ? `entry id ${body.broken.id}` : `entry ${body.broken.seq} (id ${body.broken.id})`;
    console.error(`The audit trail is NOT intact (${where}): ${entry} ${reasons[body.broken.reason]}.`);
    console.error(`${body.entries} entries before it hold.`);
    process.exitCode = 1;
    return;
  }
  console.log(`The audit trail is intact (${where}): ${body.entries} entries, each chained to the one before it.`);
  console.log(`Last hash: ${body.lastHash ?? '(none yet)'}`);
  console.log('Keep this line elsewhere: a later run showing fewer entries or another hash here means entries were');
  console.log('taken off the end.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
