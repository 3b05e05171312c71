import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { createMailer, pruneOutbox, type OutboxSummary } from './mailer';

const silentLogger = pino({ level: 'silent' });

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('mail through SMTP', () => {
  let server: SMTPServer;
  let port: number;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers an Arabic message, right-to-left, with a text part', async () => {
    const mailer = createMailer({
      from: 'Sakina <no-reply@sakina.example>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: path.join(os.tmpdir(), 'sakina-unused-outbox'),
      logger: silentLogger,
    });
    const sent = await mailer.sendMail({
      to: 'sara@example.test',
      locale: 'ar',
      template: 'test-message',
      data: { name: 'سارة' },
    });
    mailer.close();

    expect(sent.file).toBeNull();
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.from).toBe('no-reply@sakina.example');
    expect(message.to).toEqual(['sara@example.test']);
    expect(message.raw).toContain('Subject: =?UTF-8?');
    const decoded = decodeQuotedPrintable(message.raw);
    expect(decoded).toContain('<html dir="rtl" lang="ar">');
    expect(decoded).toContain('مرحبًا سارة');
    expect(decoded).toMatch(/Content-Type: text\/plain/);
    expect(decoded).toContain('هذه رسالة تجريبية');
  });
});

describe('mail to the outbox', () => {
  it('writes the raw .eml and a JSON summary side by side, in the chosen language', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-outbox-'));
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const mailer = createMailer({ from: 'Sakina <no-reply@sakina.example>', smtpUrl: null, outboxDir, logger });
    try {
      const sent = await mailer.sendMail({
        to: 'omar@example.test',
        locale: 'en',
        template: 'test-message',
        data: { name: 'Omar' },
      });

      const files = fs.readdirSync(outboxDir).sort();
      expect(files).toHaveLength(2);
      const [emlFile, jsonFile] = files;
      expect(emlFile).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
      expect(jsonFile).toBe(emlFile!.replace(/\.eml$/, '.json'));
      expect(sent.file).toBe(path.join(outboxDir, emlFile!));

      const summary = JSON.parse(fs.readFileSync(path.join(outboxDir, jsonFile!), 'utf8')) as OutboxSummary;
      expect(summary).toEqual({
        to: 'omar@example.test',
        from: 'Sakina <no-reply@sakina.example>',
        subject: 'A test message from Sakina',
        locale: 'en',
        template: 'test-message',
        text: expect.stringContaining('Hello Omar'),
        sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const raw = fs.readFileSync(path.join(outboxDir, emlFile!), 'utf8');
      expect(raw).toContain('To: omar@example.test');
      expect(raw).toContain('Subject: A test message from Sakina');
      expect(decodeQuotedPrintable(raw)).toContain('<html dir="ltr" lang="en">');

      expect(lines.filter((line) => line.msg === 'mail written to outbox')).toEqual([
        expect.objectContaining({ template: 'test-message', file: sent.file }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('omar@example.test');
      expect(fs.statSync(sent.file!).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(outboxDir, jsonFile!)).mode & 0o777).toBe(0o600);
    } finally {
      mailer.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });

  it('escapes data put into the HTML', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-outbox-'));
    const mailer = createMailer({ from: 'no-reply@sakina.example', smtpUrl: null, outboxDir, logger: silentLogger });
    try {
      const sent = await mailer.sendMail({
        to: 'x@example.test',
        locale: 'en',
        template: 'test-message',
        data: { name: '<b>Omar</b>' },
      });
      const raw = decodeQuotedPrintable(fs.readFileSync(sent.file!, 'utf8'));
      expect(raw).toContain('&#60;b&#62;Omar&#60;/b&#62;');
      expect(raw).not.toContain('<b>Omar</b></h1>');
    } finally {
      mailer.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});

describe('outbox retention', () => {
  it('deletes messages older than 7 days and keeps newer ones', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-outbox-'));
    try {
      const eightDaysAgo = (Date.now() - 8 * 24 * 60 * 60 * 1000) / 1000;
      for (const name of ['old.eml', 'old.json', 'new.eml', 'new.json', 'notes.txt']) {
        fs.writeFileSync(path.join(outboxDir, name), 'x');
      }
      for (const name of ['old.eml', 'old.json', 'notes.txt']) {
        fs.utimesSync(path.join(outboxDir, name), eightDaysAgo, eightDaysAgo);
      }
      expect(await pruneOutbox(outboxDir)).toBe(2);
      expect(fs.readdirSync(outboxDir).sort()).toEqual(['new.eml', 'new.json', 'notes.txt']);
    } finally {
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});
