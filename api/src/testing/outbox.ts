import fs from 'node:fs';
import path from 'node:path';
import type { OutboxSummary } from '../mail/mailer';

/** The mails a test server wrote to its outbox folder for one address, oldest file name first. */
export function mailsTo(outboxDir: string, email: string): OutboxSummary[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8')) as OutboxSummary)
    .filter((mail) => mail.to === email);
}
