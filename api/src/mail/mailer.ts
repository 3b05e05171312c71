import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '@sakina/shared/contracts';
import type { Logger } from '../logger';
import { renderHtml, renderText } from './layout';
import { mailTemplates, type MailData, type MailTemplateName } from './templates';
import type { MailTemplate } from './template';

export interface SendMailOptions<Name extends MailTemplateName> {
  to: string;
  locale: Locale;
  template: Name;
  data: MailData<Name>;
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written, when mail goes to the outbox. */
  file: string | null;
}

export interface Mailer {
  sendMail<Name extends MailTemplateName>(options: SendMailOptions<Name>): Promise<SentMail>;
  close(): void;
}

/** What the outbox keeps beside each .eml, for people and tests to read. */
export interface OutboxSummary {
  to: string;
  from: string;
  subject: string;
  locale: Locale;
  template: string;
  text: string;
  sentAt: string;
}

export interface MailerOptions {
  from: string;
  /** SMTP URL (smtp:// or smtps://); when null, messages are written to `outboxDir`. */
  smtpUrl: string | null;
  outboxDir: string;
  logger: Logger;
}

/** Outbox messages older than this are deleted: they hold codes and what people wrote. */
export const outboxRetentionMs = 7 * 24 * 60 * 60 * 1000;
const pruneIntervalMs = 60 * 60 * 1000;

/** Deletes the outbox's files older than `maxAgeMs`; returns how many. */
export async function pruneOutbox(outboxDir: string, maxAgeMs = outboxRetentionMs, now = Date.now()): Promise<number> {
  let removed = 0;
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!/\.(eml|json)$/.test(name)) continue;
    const file = path.join(outboxDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > maxAgeMs) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

export function createMailer({ from, smtpUrl, outboxDir, logger }: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? // Bounded waits (nodemailer's own are minutes): a send that hangs fails, and the request says so.
      nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let prunedAt = 0;
  const prune = () => {
    if (Date.now() - prunedAt < pruneIntervalMs) return;
    prunedAt = Date.now();
    pruneOutbox(outboxDir).then(
      (removed) => removed > 0 && logger.info({ removed }, 'outbox: messages older than 7 days deleted'),
      (error: unknown) => logger.warn({ err: error }, 'outbox: pruning failed'),
    );
  };
  if (!smtpUrl) prune();

  return {
    async sendMail({ to, locale, template, data, replyTo }) {
      const definition = mailTemplates[template] as MailTemplate<typeof data>;
      const content = definition.render(data, locale);
      const text = renderText(content, locale);
      const message = { from, to, replyTo, subject: content.subject, text, html: renderHtml(content, locale) };
      const info = await transport.sendMail(message);
      if (smtpUrl) {
        logger.info({ template, locale, messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId, file: null };
      }
      const sentAt = new Date();
      const base = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const file = path.join(outboxDir, `${base}.eml`);
      const summary: OutboxSummary = {
        to,
        from,
        subject: content.subject,
        locale,
        template,
        text,
        sentAt: sentAt.toISOString(),
      };
      // Readable by the server's user alone: they hold codes and what people wrote.
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      await fs.writeFile(path.join(outboxDir, `${base}.json`), `${JSON.stringify(summary, null, 2)}\n`, {
        mode: 0o600,
      });
      prune();
      logger.info({ template, locale, file }, 'mail written to outbox');
      return { messageId: info.messageId, file };
    },
    close() {
      transport.close();
    },
  };
}
