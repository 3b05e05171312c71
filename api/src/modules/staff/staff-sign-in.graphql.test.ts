import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signedInAccount } from '../applications/applications.testing';
import { ensureOperatorToken } from '../../security/operator-token';
import { staffSessionPolicy } from './staff-session.service';
import { auditOf, signedInStaff, staffPassword, tokenOfSetupUrl } from './staff.testing';
import { staffMembers, staffSessions } from './staff.table';
import { sealStoredTotpSecrets } from './totp-secrets';
import { hashRecoveryCode, newRecoveryCodes, totpCode, totpStepOf, totpUri } from './totp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ environment: { TRUSTED_PROXY_COUNT: '1' } });
});

afterAll(async () => {
  await testApp.close();
});

interface Reply {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { extensions?: Record<string, unknown> }[];
}

const codeOf = (reply: Reply) => reply.errors?.[0]?.extensions?.code;
const csrf = { 'x-graphql-csrf': '1' };

const signInMutation = /* GraphQL */ `
  mutation SignIn($input: StaffSignInInput!) {
    staffSignIn(input: $input) {
      id
      email
      role
      permissions
    }
  }
`;
const viewerQuery = /* GraphQL */ `
  query {
    staffViewer {
      email
      role
    }
  }
`;

async function operatorCreate(email: string, role: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/operator/staff',
    headers: { 'content-type': 'application/json', authorization: `Operator ${ensureOperatorToken(testApp.config)}` },
    payload: JSON.stringify({ email, role }),
  });
  return { status: response.statusCode, body: response.json() as { setupUrl?: string; created?: boolean } };
}

const nextStepCode = (secret: string, steps = 1) => totpCode(secret, Date.now() + steps * 30_000);

describe('TOTP', () => {
  // RFC 6238's SHA-1 test secret ("12345678901234567890"): at 59 s the 8-digit code is 94287082.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('computes the RFC 6238 code and accepts the steps next to now only', () => {
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
    expect(totpStepOf(rfcSecret, '287082', 59_000)).toBe(1);
    expect(totpStepOf(rfcSecret, '287082', 59_000 + 30_000)).toBe(1);
    expect(totpStepOf(rfcSecret, '287082', 59_000 + 90_000)).toBeNull();
    expect(totpStepOf(rfcSecret, 'abcdef', 59_000)).toBeNull();
  });

  it('writes an otpauth URI naming the platform and the member', () => {
    expect(totpUri(rfcSecret, 'sara@sakina.example')).toBe(
      'otpauth://totp/Sakina:sara%40sakina.example?issuer=Sakina&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('makes distinct recovery codes whose hash ignores case, spaces and dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(hashRecoveryCode(codes[0]!.toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(codes[0]!));
  });
});

describe('set-up link', () => {
  it('staff:create prints a link; set-up enrols TOTP once and answers recovery codes once', async () => {
    const created = await operatorCreate('Nora@Sakina.example', 'reviewer');
    expect(created.status).toBe(200);
    expect(created.body.created).toBe(true);
    expect(created.body.setupUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/staff\/set-up#token=[\w-]{43}$/);
    const token = tokenOfSetupUrl(created.body.setupUrl!);

    const begun = await testApp.graphql<{
      staffBeginSetup: { email: string; totpUri: string; totpQrDataUrl: string; totpSecret: string };
    }>(
      `mutation($token: String!) { staffBeginSetup(token: $token) { email role totpUri totpQrDataUrl totpSecret } }`,
      { token },
      csrf,
    );
    expect(begun.data?.staffBeginSetup.email).toBe('nora@sakina.example');
    const secret = begun.data!.staffBeginSetup.totpSecret;
    expect(begun.data?.staffBeginSetup.totpUri).toContain(`secret=${secret}`);
    const qr = begun.data!.staffBeginSetup.totpQrDataUrl;
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toMatch(/^<svg [^>]*viewBox/);
    // The database keeps the secret encrypted (DATA_ENCRYPTION_KEY), never as the member's app was given it.
    const [stored] = await testApp.db
      .select({ totpSecret: staffMembers.totpSecret })
      .from(staffMembers)
      .where(eq(staffMembers.email, 'nora@sakina.example'));
    expect(stored!.totpSecret).toMatch(/^enc1\./);
    expect(stored!.totpSecret).not.toContain(secret);

    const complete = (code: string, password = staffPassword) =>
      testApp.graphql<{ staffCompleteSetup: { recoveryCodes: string[] } }>(
        `mutation($input: StaffCompleteSetupInput!) { staffCompleteSetup(input: $input) { recoveryCodes } }`,
        { input: { token, password, passwordConfirmation: password, code } },
        csrf,
      );
    expect(codeOf(await complete('000000' === totpCode(secret) ? '111111' : '000000'))).toBe('STAFF_TOTP_INCORRECT');
    const weak = await complete(totpCode(secret), 'password');
    expect(weak.errors?.[0]?.extensions?.fields).toEqual([{ path: 'password', code: 'password_breached' }]);
    const done = await complete(totpCode(secret));
    expect(done.errors).toBeUndefined();
    expect(done.data?.staffCompleteSetup.recoveryCodes).toHaveLength(10);

    // The link is used up: neither step works again, and the member cannot be created twice.
    expect(codeOf(await complete(nextStepCode(secret)))).toBe('STAFF_SETUP_LINK_INVALID');
    const again = await testApp.graphql(
      `mutation($token: String!) { staffBeginSetup(token: $token) { totpSecret } }`,
      { token },
      csrf,
    );
    expect(codeOf(again)).toBe('STAFF_SETUP_LINK_INVALID');
    expect((await operatorCreate('nora@sakina.example', 'admin')).status).toBe(409);
    expect((await auditOf(testApp, 'staff-created')).some((event) => event.staffId === null)).toBe(true);
  });

  it('refuses the operator door without its token, and a role that does not exist', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/operator/staff',
      headers: { 'content-type': 'application/json', authorization: 'Operator wrong' },
      payload: JSON.stringify({ email: 'x@sakina.example', role: 'admin' }),
    });
    expect(response.statusCode).toBe(403);
    expect((await operatorCreate('x@sakina.example', 'owner')).status).toBe(400);
  });
});

describe('sign-in', () => {
  it('still signs in a member whose secret was stored in clear, once the start-up sweep has encrypted it', async () => {
    const member = await signedInStaff(testApp, 'editor');
    await testApp.db
      .update(staffMembers)
      .set({ totpSecret: member.totpSecret })
      .where(eq(staffMembers.id, member.staffId));
    expect(await sealStoredTotpSecrets(testApp)).toBe(1);
    expect(await sealStoredTotpSecrets(testApp)).toBe(0);
    const [stored] = await testApp.db
      .select({ totpSecret: staffMembers.totpSecret })
      .from(staffMembers)
      .where(eq(staffMembers.id, member.staffId));
    expect(stored!.totpSecret).toMatch(/^enc1\./);
    const input = { email: member.email, password: member.password, code: nextStepCode(member.totpSecret) };
    const signedIn = await testApp.graphql<{ staffSignIn: { id: string } }>(signInMutation, { input }, csrf);
    expect(signedIn.data?.staffSignIn.id).toBe(member.staffId);
  });

  it('needs the password and a fresh TOTP code; sets the staff cookie; a code works once', async () => {
    const member = await signedInStaff(testApp, 'support');
    const input = { email: member.email, password: member.password, code: nextStepCode(member.totpSecret) };
    const signedIn = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...csrf },
      payload: JSON.stringify({ query: signInMutation, variables: { input } }),
    });
    expect(signedIn.json().data.staffSignIn).toEqual({
      id: member.staffId,
      email: member.email,
      role: 'SUPPORT',
      permissions: ['inbox'],
    });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const cookie = String(signedIn.headers['set-cookie']);
    expect(cookie).toMatch(/^staff-session=[\w-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);

    const viewer = await testApp.graphql(viewerQuery, {}, { cookie: cookie.split(';')[0]! });
    expect(viewer.data).toEqual({ staffViewer: { email: member.email, role: 'SUPPORT' } });

    // The same code again (a replay) is refused, like a wrong one.
    expect(codeOf(await testApp.graphql(signInMutation, { input }, csrf))).toBe('STAFF_INVALID_CREDENTIALS');
    const wrongPassword = { ...input, password: 'not the password', code: nextStepCode(member.totpSecret, -1) };
    expect(codeOf(await testApp.graphql(signInMutation, { input: wrongPassword }, csrf))).toBe(
      'STAFF_INVALID_CREDENTIALS',
    );
    const failures = await auditOf(testApp, 'sign-in-failed');
    expect(failures.filter((event) => event.staffId === member.staffId)).toHaveLength(2);
    expect((await auditOf(testApp, 'signed-in')).filter((event) => event.staffId === member.staffId)).toHaveLength(1);
  });

  it('takes each recovery code once instead of the TOTP code', async () => {
    const member = await signedInStaff(testApp, 'reviewer');
    const input = { email: member.email, password: member.password, code: member.recoveryCodes[3]!.toUpperCase() };
    expect((await testApp.graphql(signInMutation, { input }, csrf)).errors).toBeUndefined();
    expect(codeOf(await testApp.graphql(signInMutation, { input }, csrf))).toBe('STAFF_INVALID_CREDENTIALS');
  });

  it('counts failures only: successful sign-ins never lock an address', async () => {
    const member = await signedInStaff(testApp, 'support');
    for (const code of member.recoveryCodes.slice(0, 7)) {
      const reply = await testApp.graphql(
        signInMutation,
        { input: { email: member.email, password: member.password, code } },
        csrf,
      );
      expect(reply.errors).toBeUndefined();
    }
  });

  it('answers an unknown address like a wrong password, and audits it without a member', async () => {
    const before = (await auditOf(testApp, 'sign-in-failed')).length;
    const reply = await testApp.graphql(
      signInMutation,
      { input: { email: 'nobody@sakina.example', password: staffPassword, code: '123456' } },
      { ...csrf, 'x-forwarded-for': '203.0.113.77' },
    );
    expect(codeOf(reply)).toBe('STAFF_INVALID_CREDENTIALS');
    const failures = await auditOf(testApp, 'sign-in-failed');
    expect(failures).toHaveLength(before + 1);
    expect(failures.at(-1)).toMatchObject({ staffId: null, recordKind: null, ip: '203.0.113.77' });
    // The address and the IP are in the audit table only, never in a log line.
    const logged = JSON.stringify(testApp.logs);
    expect(logged).not.toContain('nobody@sakina.example');
    expect(logged).not.toContain('203.0.113.77');
  });

  it('is locked after five failures for an address, also for the right answer', async () => {
    const member = await signedInStaff(testApp, 'admin');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await testApp.graphql(
        signInMutation,
        { input: { email: member.email, password: 'wrong', code: '000000' } },
        csrf,
      );
    }
    const right = { email: member.email, password: member.password, code: nextStepCode(member.totpSecret) };
    expect(codeOf(await testApp.graphql(signInMutation, { input: right }, csrf))).toBe('RATE_LIMITED');
  });

  it('keeps staff and practitioner sessions apart', async () => {
    const practitioner = await signedInAccount(testApp);
    expect((await testApp.graphql(viewerQuery, {}, practitioner.headers)).data).toEqual({ staffViewer: null });
    const member = await signedInStaff(testApp, 'admin');
    const me = await testApp.graphql(`query { myApplication { id } }`, {}, member.headers);
    expect(codeOf(me)).toBe('UNAUTHENTICATED');
  });

  it('ends after 30 idle minutes and at 12 hours, and at sign-out', async () => {
    const idle = await signedInStaff(testApp, 'reviewer');
    await testApp.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - staffSessionPolicy.idleMs - 1000) })
      .where(eq(staffSessions.staffId, idle.staffId));
    expect((await testApp.graphql(viewerQuery, {}, idle.headers)).data).toEqual({ staffViewer: null });

    const old = await signedInStaff(testApp, 'reviewer');
    await testApp.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.staffId, old.staffId));
    expect((await testApp.graphql(viewerQuery, {}, old.headers)).data).toEqual({ staffViewer: null });

    const member = await signedInStaff(testApp, 'reviewer');
    const out = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...member.headers },
      payload: JSON.stringify({ query: 'mutation { staffSignOut }' }),
    });
    expect(String(out.headers['set-cookie'])).toMatch(/^staff-session=; Max-Age=0;/);
    expect((await testApp.graphql(viewerQuery, {}, member.headers)).data).toEqual({ staffViewer: null });
  });

  it('writes a __Host- cookie off loopback, and refuses a sign-in posted from another site', async () => {
    const secureApp = await createTestApp({ environment: { PUBLIC_URL: 'https://sakina.example' } });
    try {
      const member = await signedInStaff(secureApp, 'reviewer');
      const input = { email: member.email, password: member.password, code: nextStepCode(member.totpSecret) };
      const send = (headers: Record<string, string>) =>
        secureApp.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', ...csrf, ...headers },
          payload: JSON.stringify({ query: signInMutation, variables: { input } }),
        });
      const foreign = await send({ origin: 'https://evil.example' });
      expect(foreign.json().errors[0].extensions.code).toBe('FORBIDDEN_ORIGIN');
      const own = await send({ origin: 'https://sakina.example' });
      expect(String(own.headers['set-cookie'])).toMatch(
        /^__Host-staff-session=[\w-]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
      );
    } finally {
      await secureApp.close();
    }
  });
});
