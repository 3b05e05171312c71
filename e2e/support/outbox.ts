import fs from 'node:fs';
import path from 'node:path';
import { currentSite } from './test';

/** The summary the API's outbox transport writes beside each .eml (api/src/mail/mailer.ts, OutboxSummary). */
export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  locale: 'ar' | 'en';
  template: string;
  text: string;
  sentAt: string;
}

/** Every mail the site under test has written, oldest first. */
export function readOutbox(): OutboxMail[] {
  const outboxDirectory = path.join(currentSite().dataDirectory, 'outbox');
  if (!fs.existsSync(outboxDirectory)) return [];
  return fs
    .readdirSync(outboxDirectory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(outboxDirectory, file), 'utf8')) as OutboxMail);
}

/** The account codes mailed to `email` (confirmation and password reset), oldest first. */
export const accountCodeMails = (email: string): OutboxMail[] =>
  readOutbox().filter((mail) => mail.to === email && mail.template === 'account-code');
