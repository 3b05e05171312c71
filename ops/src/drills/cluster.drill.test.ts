import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { startLocalCluster, type LocalCluster } from '../cluster/local-cluster';
import { balancerNoticeMs } from '../cluster/haproxy-config';
import { changedPublicBuild, deployPrebuilt, timeUntilRendered } from '../cluster/prebuilt-deploy';
import { repositoryRoot } from '@sakina/api/internals/config';
import { openDatabase, type DatabaseConnection } from '@sakina/api/internals/db/client';
import type { OutboxSummary } from '@sakina/api/internals/mail/mailer';
import {
  documentUploads,
  freshKey,
  myApplicationQuery,
  pdfBytes,
  personalAnswers,
  professionalAnswers,
  savePersonalMutation,
  saveProfessionalMutation,
  submitMutation,
  uploadRequest,
} from '@sakina/api/internals/modules/applications/applications.testing';
import { contactMessages } from '@sakina/api/internals/modules/contact/contact.table';
import { referenceOf } from '@sakina/api/internals/modules/contact/contact.service';
import { signIn, staffApiTokenOf } from '@sakina/api/internals/testing/sign-in';
import { randomVisitorIp, startTraffic, type TrafficReport } from './cluster-traffic';

/**
 * Two servers behind haproxy on PostgreSQL, Redis and the S3 stand-in (`npm run cluster`'s topology, on free
 * loopback ports): a visitor's session, an uploaded file, a rate limit and a deploy are the same whichever server
 * answers; a server killed under load costs only the requests it held, a rolling restart costs none.
 */

jest.setTimeout(240_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface GraphqlReply {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { extensions?: Record<string, unknown> }[] };
}

/** A browser: its own address and cookies, whichever server it is sent to. */
class Visitor {
  readonly ip = randomVisitorIp();
  private readonly cookies: Map<string, string>;

  constructor(cookies: Record<string, string> = {}) {
    this.cookies = new Map(Object.entries(cookies));
  }

  headers(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { 'x-forwarded-for': this.ip, 'x-graphql-csrf': '1', ...(cookie ? { cookie } : {}) };
  }

  async graphql(url: string, query: string, variables: Record<string, unknown> = {}): Promise<GraphqlReply> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...this.headers() },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(20_000),
    });
    this.keepCookies(response);
    return { status: response.status, body: (await response.json()) as GraphqlReply['body'] };
  }

  async upload(url: string, file: Parameters<typeof uploadRequest>[0]): Promise<GraphqlReply> {
    const { contentType, payload } = uploadRequest(file);
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...this.headers() },
      body: new Uint8Array(payload),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: (await response.json()) as GraphqlReply['body'] };
  }

  private keepCookies(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const [name = '', value = ''] = pair.trim().split('=');
      const expired = value === '' || attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

const registerMutation = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      email
    }
  }
`;
const confirmMutation = /* GraphQL */ `
  mutation Confirm($code: String!) {
    confirmCode(input: { code: $code }) {
      purpose
    }
  }
`;
const signInMutation = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      status
    }
  }
`;
const viewerQuery = /* GraphQL */ `
  query {
    viewer {
      email
    }
  }
`;

const password = 'Cluster drill 2026 harbour';
const errorCode = (reply: GraphqlReply) => reply.body.errors?.[0]?.extensions?.code;
const freshEmail = () => `cluster-${randomBytes(5).toString('hex')}@example.com`;

describe('two servers behind a load balancer', () => {
  let cluster: LocalCluster;
  let database: DatabaseConnection;
  let server1: string;
  let server2: string;

  /** The code in the newest mail to `email`, whichever server sent it (each writes its own outbox). */
  function codeMailedTo(email: string): string {
    const mails = cluster.servers.flatMap((server) => {
      const outbox = path.join(server.dataDir, 'outbox');
      if (!fs.existsSync(outbox)) return [];
      return fs
        .readdirSync(outbox)
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as OutboxSummary);
    });
    const code = mails
      .filter((mail) => mail.to === email)
      .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
      .at(-1)
      ?.text.match(/^\d{6}$/m)?.[0];
    if (!code) throw new Error(`No code mailed to ${email}`);
    return code;
  }

  async function registered(visitor: Visitor, url: string): Promise<string> {
    const email = freshEmail();
    const reply = await visitor.graphql(url, registerMutation, {
      input: { email, password, passwordConfirmation: password },
    });
    expect(reply.body.errors).toBeUndefined();
    return email;
  }

  /**
   * Every receipt a visitor was given is a row in the database, under its idempotency key. Answers how many of
   * them were never mailed to the team: none, since a receipt is given only once the team has the message (when
   * a server is killed between storing and mailing, the balancer's retry takes the sending over).
   */
  async function expectReceiptsStored(report: TrafficReport): Promise<number> {
    const keys = report.receipts.map((receipt) => receipt.idempotencyKey);
    const rows = keys.length
      ? await database.db
          .select({
            id: contactMessages.id,
            idempotencyKey: contactMessages.idempotencyKey,
            teamNotifiedAt: contactMessages.teamNotifiedAt,
          })
          .from(contactMessages)
          .where(inArray(contactMessages.idempotencyKey, keys))
      : [];
    const stored = new Map(rows.map((row) => [row.idempotencyKey, referenceOf(row.id)]));
    expect(report.receipts.filter((receipt) => stored.get(receipt.idempotencyKey) !== receipt.reference)).toEqual([]);
    return rows.filter((row) => row.teamNotifiedAt === null).length;
  }

  const summary = (report: TrafficReport) =>
    `${report.requests} requests, ${report.failures.length} failed, ${report.receipts.length} contact receipts`;

  beforeAll(async () => {
    // The site built (Nx cache: quick when nothing changed), without jest's NODE_ENV=test, which would make a build of
    // its own rather than the one `npm run build` makes; unless `npm test` (scripts/test.mjs) built it just before.
    const { NODE_ENV: _jestEnvironment, ...environment } = process.env;
    if (environment.SAKINA_SITE_BUILT !== '1')
      execFileSync(process.execPath, ['scripts/build.mjs'], {
        cwd: repositoryRoot,
        // Kept, not printed: a failed build's error then carries its output.
        stdio: 'pipe',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...environment, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
      });
    cluster = await startLocalCluster({ servers: 2, environment: { LOG_LEVEL: 'warn' } });
    [server1, server2] = cluster.servers.map((server) => server.url) as [string, string];
    database = await openDatabase({ kind: 'postgres', url: cluster.environment.DATABASE_URL!, migrate: false });
  }, 900_000);

  afterAll(async () => {
    await database?.close();
    await cluster?.stopAll();
  });

  it('signs a practitioner in through one server and continues the application through the other', async () => {
    const visitor = new Visitor();
    const email = await registered(visitor, server1);
    // The code server 1 mailed is entered on server 2: codes and the pending cookie's ticket are shared.
    expect(
      (await visitor.graphql(server2, confirmMutation, { code: codeMailedTo(email) })).body.errors,
    ).toBeUndefined();
    const signedIn = await visitor.graphql(server1, signInMutation, { input: { email, password } });
    expect(signedIn.body).toEqual({ data: { signIn: { status: 'SIGNED_IN' } } });

    expect((await visitor.graphql(server2, viewerQuery)).body.data).toEqual({ viewer: { email } });
    const answers = personalAnswers();
    const saved = await visitor.graphql(server2, savePersonalMutation, { input: answers });
    expect(saved.body.errors).toBeUndefined();
    const read = await visitor.graphql(server1, myApplicationQuery);
    expect(read.body.data?.myApplication).toMatchObject({
      status: 'DRAFT',
      personal: { fullNameEn: answers.fullNameEn, nationalId: answers.nationalId },
    });
  });

  it('gives a reviewer, through one server, the bytes uploaded through the other', async () => {
    const practitioner = await signIn(database.db);
    const applicant = new Visitor({ session: practitioner.token });
    expect(
      (await applicant.graphql(server1, savePersonalMutation, { input: personalAnswers() })).body.errors,
    ).toBeUndefined();
    expect(
      (await applicant.graphql(server1, saveProfessionalMutation, { input: professionalAnswers() })).body.errors,
    ).toBeUndefined();
    const uploaded = new Map<string, Buffer>();
    for (const [kind, file] of Object.entries(documentUploads)) {
      // A CV of 300 KB: arrives in many pieces and is stored in more than one part.
      const bytes = kind === 'cv' ? Buffer.concat([pdfBytes('CV'), randomBytes(300 * 1024)]) : file.bytes();
      const reply = await applicant.upload(server1, {
        kind: kind.toUpperCase(),
        fileName: file.fileName,
        contentType: file.contentType,
        bytes,
      });
      expect(reply.body.errors).toBeUndefined();
      uploaded.set((reply.body.data!.uploadApplicationDocument as { id: string }).id, bytes);
    }
    const submitted = await applicant.graphql(server1, submitMutation, { certified: true, idempotencyKey: freshKey() });
    expect(submitted.body.errors).toBeUndefined();

    // As `npm run review -- download` fetches it: a staff member's API token with review:read.
    const reviewer = await staffApiTokenOf(database.db, { role: 'reviewer', scopes: ['review:read'] });
    for (const [id, bytes] of uploaded) {
      const response = await fetch(`${server2}/files/staff/application-documents/${id}?download=1`, {
        headers: { authorization: `Bearer ${reviewer.token}` },
        signal: AbortSignal.timeout(20_000),
      });
      expect(response.status).toBe(200);
      expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(bytes));
    }
  });

  it('counts wrong codes sent to both servers against one limit, the same as on one server', async () => {
    /** Wrong codes until the answer is RATE_LIMITED; how many were answered before it. */
    const guessesBeforeTheLimit = async (urls: string[]) => {
      const visitor = new Visitor();
      const email = await registered(visitor, urls[0]!);
      const wrong = String((Number(codeMailedTo(email)) + 1) % 1_000_000).padStart(6, '0');
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const reply = await visitor.graphql(urls[attempt % urls.length]!, confirmMutation, { code: wrong });
        if (errorCode(reply) === 'RATE_LIMITED') return attempt;
        expect(errorCode(reply)).toBe('BAD_USER_INPUT');
      }
      throw new Error('100 wrong codes and never RATE_LIMITED');
    };

    const onOne = await guessesBeforeTheLimit([server1]);
    const alternating = await guessesBeforeTheLimit([server1, server2]);
    // More than the code's own five tries: this is the rate limit, not the code's lock.
    expect(onOne).toBeGreaterThan(5);
    expect(alternating).toBe(onOne);
  });

  it('follows remote:deploy on both servers: their rendered HTML shows the new version, without a restart', async () => {
    const release = changedPublicBuild();
    const deployStarted = Date.now();
    try {
      await deployPrebuilt(cluster.environment, 'mfe-public', release.dist);
    } finally {
      release.remove();
    }
    const deployTook = Date.now() - deployStarted;
    const followed = await timeUntilRendered([server1, server2], release.text, 90_000);
    console.log(
      `remote:deploy --prebuilt took ${(deployTook / 1000).toFixed(1)} s; then rendered by server 1 after ` +
        `${followed[server1]} ms, by server 2 after ${followed[server2]} ms`,
    );
    // Servers read remotes.json from the bucket every 2 s, then fetch the version: both follow without a restart.
    // How soon is a figure (printed above, and by `npm run bench:cluster`), not a test: it moves with the machine's
    // load (2–3 s on a quiet machine, 18 s beside the rest of the suite on two cores).
    expect(followed[server1]).toEqual(expect.any(Number));
    expect(followed[server2]).toEqual(expect.any(Number));
  });

  it('keeps the site answering when a server is killed under load, and loses no contact message it answered', async () => {
    const traffic = startTraffic(cluster.url);
    await sleep(2_000);
    const killedAt = Date.now();
    await cluster.kill(0);
    await sleep(balancerNoticeMs + 3_000);
    const report = await traffic.stop();
    const sinceKill = killedAt - report.startedAt;
    console.log(`server 1 killed under load: ${summary(report)}`, report.failures);
    if (report.failures.length > 0) console.log(`the balancer's log:\n${cluster.balancer.process.recentOutput()}`);

    // Only requests in flight on the killed server may fail: a handful, none once the balancer counted it out.
    expect(report.failures.length).toBeLessThanOrEqual(5);
    expect(report.failures.filter((failure) => failure.endedAt > sinceKill + balancerNoticeMs)).toEqual([]);
    expect(report.successes.filter((endedAt) => endedAt > sinceKill + balancerNoticeMs).length).toBeGreaterThan(10);
    expect(report.receipts.length).toBeGreaterThan(0);
    expect(await expectReceiptsStored(report)).toBe(0);

    await cluster.start(0);
  });

  it('restarts both servers in turn under load without a failed request', async () => {
    const traffic = startTraffic(cluster.url);
    await sleep(1_000);
    await cluster.restartInTurn();
    await sleep(1_000);
    const report = await traffic.stop();
    console.log(`rolling restart under load: ${summary(report)}`, report.failures);
    if (report.failures.length > 0) console.log(`the balancer's log:\n${cluster.balancer.process.recentOutput()}`);

    expect(report.failures).toEqual([]);
    expect(report.receipts.length).toBeGreaterThan(0);
    // A graceful stop finishes what it holds: every message answered was also sent to the team.
    expect(await expectReceiptsStored(report)).toBe(0);
    expect(cluster.servers.every((server) => server.running())).toBe(true);
  });
});
