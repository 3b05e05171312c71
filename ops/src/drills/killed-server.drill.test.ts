import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type DatabaseConnection } from '@sakina/api/internals/db/client';
import { sessionCookieName } from '@sakina/api/internals/modules/accounts/session.service';
import {
  pdfBytes,
  personalAnswers,
  pngBytes,
  savePersonalMutation,
  uploadRequest,
} from '@sakina/api/internals/modules/applications/applications.testing';
import { applicationDocuments, applications } from '@sakina/api/internals/modules/applications/applications.table';
import { openPersonal } from '@sakina/api/internals/modules/applications/national-id-at-rest';
import { businessRequests } from '@sakina/api/internals/modules/business/business.table';
import { contactMessages } from '@sakina/api/internals/modules/contact/contact.table';
import { contactMutation } from './cluster-traffic';
import { signIn, type SignedIn } from '@sakina/api/internals/testing/sign-in';
import { waitFor } from '@sakina/api/internals/testing/wait-for';
import {
  graphql,
  killHard,
  killLeftoverServers,
  startDrillServer,
  stopGracefully,
  temporaryFolder,
  type DrillServer,
  type LogLine,
} from './drill-server';

/**
 * The server killed (SIGKILL) in the middle of a step save, an upload, a contact message and a business request,
 * then restarted on the same data folder; then stopped with SIGTERM while an upload is still arriving.
 * Afterwards the database is read row by row and the uploads folder file by file.
 */

jest.setTimeout(180_000);

const businessMutation = /* GraphQL */ `
  mutation RequestBusinessService($input: BusinessRequestInput!, $idempotencyKey: String!) {
    requestBusinessService(input: $input, idempotencyKey: $idempotencyKey) {
      reference
    }
  }
`;

const contactInput = {
  name: 'Sara Alotaibi',
  email: 'sara.drill@example.com',
  phone: { country: 'SA', number: '0501234567' },
  reason: 'TECHNICAL_ISSUE',
  subject: 'The app does not open',
  message: 'The app closes as soon as I open it on my phone.',
};

const businessInput = {
  institutionName: 'Horizon Technology Co.',
  beneficiaryCount: 250,
  branchCount: 3,
  employeeName: 'Noura Alharbi',
  position: 'Head of People',
  phone: { country: 'SA', number: '0501234567' },
  email: 'noura.drill@example.com',
};

const contactKey = 'drill-contact-key-000001';
const businessKey = 'drill-business-key-00001';

/** An SMTP server that holds every message (no answer to DATA) until told to accept. */
function startMailServer() {
  const state = { mode: 'hold' as 'hold' | 'accept', held: 0, accepted: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      if (state.mode === 'hold') {
        state.held += 1;
        stream.on('end', () => undefined);
        return;
      }
      stream.on('end', () => {
        state.accepted.push(session.envelope.rcptTo.map((recipient) => recipient.address).join(','));
        callback();
      });
    },
  });
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port)),
  );
  return { state, server, listening };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function filesOf(directory: string): string[] {
  return fs.existsSync(directory) ? fs.readdirSync(directory).sort() : [];
}

/** An upload whose body is sent in two halves: the second only when `finish` is called. */
function startUpload(server: DrillServer, account: SignedIn, bytes: Buffer, kind = 'CV') {
  const { contentType, payload } = uploadRequest({ kind, fileName: 'cv.pdf', contentType: 'application/pdf', bytes });
  const half = Math.floor(payload.length / 2);
  const request = http.request(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'content-length': String(payload.length),
      'x-graphql-csrf': '1',
      cookie: `${sessionCookieName}=${account.token}`,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  request.write(payload.subarray(0, half));
  return { answer, finish: () => request.end(payload.subarray(half)) };
}

/** A PDF of about `size` bytes: big enough to arrive in several pieces. */
const largePdf = (size: number) => Buffer.concat([pdfBytes('Large'), Buffer.alloc(size, 0x25)]);

describe('a server killed mid-write, restarted, then stopped gracefully', () => {
  const dataDirectory = temporaryFolder('kill-drill');
  const uploadsDirectory = path.join(dataDirectory, 'uploads');
  const mail = startMailServer();
  let environment: Record<string, string>;
  let stepAccounts: SignedIn[];
  let uploader: SignedIn;
  let cutOffUploader: SignedIn;
  let lateUploader: SignedIn;

  const openData = () => openDatabase({ kind: 'pglite', directory: path.join(dataDirectory, 'pglite') });

  beforeAll(async () => {
    environment = {
      DATA_DIR: dataDirectory,
      SMTP_URL: `smtp://127.0.0.1:${await mail.listening}`,
      TEAM_INBOX: 'team@example.com',
      MAIL_FROM: 'noreply@example.com',
    };
    const database = await openData();
    try {
      stepAccounts = [];
      for (let index = 0; index < 8; index += 1) stepAccounts.push(await signIn(database.db));
      uploader = await signIn(database.db);
      cutOffUploader = await signIn(database.db);
      lateUploader = await signIn(database.db);
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    await killLeftoverServers();
    await new Promise<void>((resolve) => mail.server.close(() => resolve()));
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('keeps whole records only, sweeps what was cut off, gives one record per idempotency key, and stops cleanly', async () => {
    const first = await startDrillServer(environment);
    const cookieOf = (account: SignedIn) => ({ cookie: `${sessionCookieName}=${account.token}` });

    // Two whole uploads before the kill: a CV and a photo.
    const cvBytes = largePdf(64 * 1024);
    const stored: Record<string, { id: string; bytes: Buffer }> = {};
    for (const [kind, bytes] of [
      ['CV', cvBytes],
      ['PHOTO', pngBytes(2048)],
    ] as const) {
      const { contentType, payload } = uploadRequest({ kind, fileName: 'file', contentType: 'application/pdf', bytes });
      const response = await fetch(`${first.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-graphql-csrf': '1', ...cookieOf(uploader) },
        body: new Uint8Array(payload),
      });
      const body = (await response.json()) as { data: { uploadApplicationDocument: { id: string } } };
      expect(response.status).toBe(200);
      stored[kind] = { id: body.data.uploadApplicationDocument.id, bytes };
    }

    // Cut off: two team mails held by the mail server, an upload half sent, step saves racing the kill.
    const contact = graphql(first.url, contactMutation, { input: contactInput, idempotencyKey: contactKey });
    const business = graphql(first.url, businessMutation, { input: businessInput, idempotencyKey: businessKey });
    contact.catch(() => undefined);
    business.catch(() => undefined);
    await waitFor(() => mail.state.held === 2, 60_000);
    const cutOffUpload = startUpload(first, cutOffUploader, largePdf(512 * 1024));
    cutOffUpload.answer.catch(() => undefined);
    const incoming = path.join(uploadsDirectory, 'incoming');
    await waitFor(() => filesOf(incoming).some((name) => fs.statSync(path.join(incoming, name)).size > 0), 60_000);

    const answers = stepAccounts.map((account) => {
      const input = personalAnswers();
      const reply = graphql(first.url, savePersonalMutation, { input }, cookieOf(account)).then(
        (result) => result,
        () => null,
      );
      return { account, input, reply };
    });
    await Promise.race(answers.map((answer) => answer.reply));
    await killHard(first);
    const saved = new Set<string>();
    for (const answer of answers) {
      const reply = await answer.reply;
      if (reply?.status === 200 && !reply.body.errors) saved.add(answer.account.accountId);
    }

    // What the kill left: an upload's temporary file, two rows never sent to the team. Two more, as a kill
    // between a file's move and its row (or a lost disk) leaves them: a file without a row, a row without a file.
    const cutOffFile = filesOf(incoming);
    expect(cutOffFile).toHaveLength(1);
    const strayKey = '00000000-0000-4000-8000-000000000001';
    // Owner-only, as the server writes every file in DATA_DIR (it refuses to start on anything looser).
    fs.writeFileSync(path.join(uploadsDirectory, 'applications', strayKey), pdfBytes('stray'), { mode: 0o600 });
    let database: DatabaseConnection = await openData();
    const photoRow = (await database.db.select().from(applicationDocuments)).find(
      (row) => row.id === stored.PHOTO!.id,
    )!;
    fs.rmSync(path.join(uploadsDirectory, 'applications', photoRow.storageKey));
    const [unsentContact] = await database.db.select().from(contactMessages);
    const [unsentBusiness] = await database.db.select().from(businessRequests);
    expect(unsentContact).toMatchObject({ idempotencyKey: contactKey, teamNotifiedAt: null });
    expect(unsentBusiness).toMatchObject({ idempotencyKey: businessKey, teamNotifiedAt: null });
    await database.close();

    // The restart sweeps each of them and says what it removed.
    mail.state.mode = 'accept';
    const second = await startDrillServer(environment);
    const sweepLine = (kind: string) => second.logs.find((line: LogLine) => line.kind === kind)?.removed;
    expect(sweepLine('incompleteUploads')).toEqual(cutOffFile);
    expect(sweepLine('filesWithoutRow')).toEqual([strayKey]);
    expect(sweepLine('rowsWithoutFile')).toEqual([photoRow.id]);
    expect(sweepLine('contactMessagesNeverSent')).toEqual([unsentContact!.id]);
    expect(sweepLine('businessRequestsNeverSent')).toEqual([unsentBusiness!.id]);
    expect(JSON.stringify(second.logs)).not.toContain('drill@example.com');

    // The visitors send again with the same keys (twice): one record each, each sent to the team once.
    const contactReplies = [];
    const businessReplies = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      contactReplies.push(
        await graphql(second.url, contactMutation, { input: contactInput, idempotencyKey: contactKey }),
      );
      businessReplies.push(
        await graphql(second.url, businessMutation, { input: businessInput, idempotencyKey: businessKey }),
      );
    }
    expect(contactReplies.map((reply) => reply.body.errors)).toEqual([undefined, undefined]);
    expect(new Set(contactReplies.map((reply) => JSON.stringify(reply.body.data))).size).toBe(1);
    expect(new Set(businessReplies.map((reply) => JSON.stringify(reply.body.data))).size).toBe(1);
    expect(mail.state.accepted.filter((recipients) => recipients === 'team@example.com')).toHaveLength(2);

    // SIGTERM while an upload is arriving: new connections are refused, the upload is finished, exit code 0.
    const lateBytes = largePdf(256 * 1024);
    const lateUpload = startUpload(second, lateUploader, lateBytes);
    await waitFor(() => filesOf(incoming).length === 1, 60_000);
    second.child.kill('SIGTERM');
    await second.waitForLog((line) => line.msg.startsWith('shutting down'));
    await expect(fetch(`${second.url}/healthz`, { signal: AbortSignal.timeout(5_000) })).rejects.toThrow();
    lateUpload.finish();
    const lateAnswer = await lateUpload.answer;
    expect(lateAnswer.status).toBe(200);
    expect(await stopGracefully(second)).toBe(0);
    expect(second.logs.at(-1)?.msg).toBe('stopped');
    expect(fs.existsSync(path.join(dataDirectory, 'pglite.lock'))).toBe(false);

    // Row by row, file by file.
    database = await openData();
    try {
      const contactRows = await database.db.select().from(contactMessages);
      expect(contactRows).toHaveLength(1);
      expect(contactRows[0]).toMatchObject({ idempotencyKey: contactKey, subject: contactInput.subject });
      expect(contactRows[0]!.teamNotifiedAt).toBeInstanceOf(Date);
      const businessRows = await database.db.select().from(businessRequests);
      expect(businessRows).toHaveLength(1);
      expect(businessRows[0]).toMatchObject({ idempotencyKey: businessKey, institutionName: 'Horizon Technology Co.' });
      expect(businessRows[0]!.teamNotifiedAt).toBeInstanceOf(Date);

      const applicationRows = await database.db.select().from(applications);
      for (const { account, input } of answers) {
        const row = applicationRows.find((candidate) => candidate.accountId === account.accountId);
        // Whole or absent: never a draft without the step that made it.
        // (The national ID number is stored encrypted, with the key the server kept in its DATA_DIR.)
        const personal =
          row?.personal && openPersonal({ dataDir: dataDirectory, dataEncryptionKeys: [] }, row.id, row.personal);
        if (row) expect(personal).toMatchObject({ fullNameEn: input.fullNameEn, nationalId: input.nationalId });
        if (row) expect(row.mobile).toBe(`+966${input.mobile.number.slice(1)}`);
        if (saved.has(account.accountId)) expect(row).toBeDefined();
      }
      expect(applicationRows.find((row) => row.accountId === cutOffUploader.accountId)).toBeUndefined();

      const documentRows = await database.db.select().from(applicationDocuments);
      const lateRow = documentRows.find((row) => row.id !== stored.CV!.id);
      expect(documentRows.map((row) => row.id).sort()).toEqual([stored.CV!.id, lateRow!.id].sort());
      expect(filesOf(path.join(uploadsDirectory, 'applications'))).toEqual(
        documentRows.map((row) => row.storageKey).sort(),
      );
      const bytesOf = (storageKey: string) => fs.readFileSync(path.join(uploadsDirectory, 'applications', storageKey));
      const cvRow = documentRows.find((row) => row.id === stored.CV!.id)!;
      expect(sha256(bytesOf(cvRow.storageKey))).toBe(sha256(cvBytes));
      expect(sha256(bytesOf(lateRow!.storageKey))).toBe(sha256(lateBytes));
      expect(filesOf(incoming)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
