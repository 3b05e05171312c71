import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@sakina/api/internals/config';
import { terminalSafeDeep } from './terminal-text';
import { connectToApi, type ApiConnection } from './operator-client';

const usage = `Usage: SAKINA_STAFF_TOKEN=<token> npm run review -- <command>
  list [--status submitted|rejected|accepted|all] [--json]   applications, oldest submission first
  show <application> [--json]                                 one application with its documents
  download <document id> <file>                               save one of its documents
  accept <application>                                        claim it and accept it; the applicant is mailed
  reject <application> <reason> [note…]                       claim it and return it with a prepared reason
<application> is an id, the start of an id, or the applicant's email. The token is a staff API token made in
the console (/staff/tokens): list, show and download need review:read; accept and reject need review:decide.`;

/** The scope each command needs of the token, to name it when the token lacks it. */
const scopeOf = {
  list: 'review:read',
  show: 'review:read',
  download: 'review:read',
  accept: 'review:decide',
  reject: 'review:decide',
} as const;
type Command = keyof typeof scopeOf;

interface QueuedSummary {
  id: string;
  version: string;
  holder: { email: string } | null;
  application: {
    status: string;
    applicantEmail: string;
    submittedAt: string | null;
    personal: { fullNameAr: string; fullNameEn: string } | null;
    professional: { jobType: string; specialization: string } | null;
  };
}

const summaryFields = `id version holder { email }
  application { status applicantEmail submittedAt personal { fullNameAr fullNameEn } professional { jobType specialization } }`;

const detailFields = `id version holder { email } claimedAt
  application {
    id status applicantEmail submittedAt decidedAt rejectionReason
    personal { fullNameAr fullNameEn nationalId birthDate gender nationality mobile { e164 } country city bioAr bioEn }
    professional {
      education { degree institution } experienceInYears sfhscRegistrationNumber sfhscExpirationDate jobType
      classificationLevel sector employerName specialization secondarySpecialities consultationTypes
      communicationStyles languages offeredSpecializations twitterUrl linkedinUrl iban
    }
    reviews { decision reason decidedAt }
  }
  documents { id kind fileName mediaType sizeBytes downloadUrl }`;

class UsageError extends Error {}

function takeOption(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
  args.splice(index, 2);
  return value;
}

function takeFlag(args: string[], name: string): boolean {
  const index = args.indexOf(name);
  if (index === -1) return false;
  args.splice(index, 1);
  return true;
}

/** The token's refusals in words an operator can act on. */
function refusalOf(code: string | undefined, message: string, command: Command, consoleUrl: string): string {
  switch (code) {
    case 'UNAUTHENTICATED':
      return `SAKINA_STAFF_TOKEN is not a working staff API token (wrong, expired or revoked, or its member can no longer sign in). Make one in the console: ${consoleUrl}`;
    case 'STAFF_TOKEN_SCOPE_MISSING':
      return `This token does not have the scope ${scopeOf[command]}, which "${command}" needs. Make a token with it in the console: ${consoleUrl}`;
    case 'FORBIDDEN':
      return 'The staff member of this token no longer has a role that reviews applications.';
    default:
      return `${code ?? 'Error'}: ${message}`;
  }
}

function staffClient(api: ApiConnection, token: string, command: Command, consoleUrl: string) {
  return async function graphql<Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
    const response = await api.request({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    // Applicants wrote much of this text: no control character of theirs reaches the terminal.
    const reply = terminalSafeDeep(JSON.parse(response.body.toString('utf8'))) as {
      data?: Data;
      errors?: { message: string; extensions?: { code?: string; fields?: unknown } }[];
    };
    const error = reply.errors?.[0];
    if (error) {
      if (error.extensions?.code === 'BAD_USER_INPUT')
        throw new Error(`Refused: ${JSON.stringify(error.extensions.fields)}`);
      throw new Error(refusalOf(error.extensions?.code, error.message, command, consoleUrl));
    }
    return reply.data as Data;
  };
}

type Graphql = ReturnType<typeof staffClient>;

/** Every application of the queue in these states, page by page (50 a page is the API's most). */
async function queue(graphql: Graphql, statuses: string[]): Promise<QueuedSummary[]> {
  const items: QueuedSummary[] = [];
  for (let page = 1; ; page += 1) {
    const { staffReviewQueue } = await graphql<{ staffReviewQueue: { items: QueuedSummary[]; total: number } }>(
      `query Queue($filter: ReviewQueueFilter) { staffReviewQueue(filter: $filter) { total items { ${summaryFields} } } }`,
      { filter: { statuses, page, pageSize: 50 } },
    );
    items.push(...staffReviewQueue.items);
    if (staffReviewQueue.items.length === 0 || items.length >= staffReviewQueue.total) return items;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function resolveApplicationId(graphql: Graphql, reference: string | undefined): Promise<string> {
  if (!reference) throw new UsageError('Name the application: its id, the start of its id, or the applicant’s email.');
  if (uuidPattern.test(reference)) return reference.toLowerCase();
  const wanted = reference.toLowerCase();
  const matches = (await queue(graphql, ['SUBMITTED', 'ACCEPTED', 'REJECTED'])).filter(
    (queued) => queued.id.startsWith(wanted) || queued.application.applicantEmail === wanted,
  );
  if (matches.length === 1) return matches[0].id;
  throw new Error(
    matches.length === 0
      ? `No application matches "${reference}".`
      : `"${reference}" matches ${matches.length} applications: give more of the id.`,
  );
}

function printSummaries(items: QueuedSummary[]): void {
  if (items.length === 0) {
    console.log('No applications.');
    return;
  }
  for (const { id, holder, application } of items) {
    const name = application.personal
      ? `${application.personal.fullNameEn} / ${application.personal.fullNameAr}`
      : '(no name yet)';
    const role = application.professional
      ? `${application.professional.jobType}, ${application.professional.specialization}`
      : '';
    console.log(
      [
        id,
        application.status.padEnd(9),
        application.submittedAt?.slice(0, 16) ?? '-'.padEnd(16),
        application.applicantEmail,
        name,
        role,
        holder ? `held by ${holder.email}` : '',
      ].join('  '),
    );
  }
}

function printDetails(queued: Record<string, unknown>, publicUrl: string): void {
  const { application, documents, holder } = queued as {
    application: Record<string, unknown>;
    documents: {
      id: string;
      kind: string;
      fileName: string;
      mediaType: string;
      sizeBytes: number;
      downloadUrl: string;
    }[];
    holder: { email: string } | null;
  };
  const { reviews, personal, professional, ...rest } = application as {
    reviews: { decision: string; reason: string | null; decidedAt: string }[];
    personal: Record<string, unknown> | null;
    professional: Record<string, unknown> | null;
  };
  const section = (title: string, values: Record<string, unknown> | null) => {
    console.log(`\n${title}`);
    if (!values) return console.log('  (not filled in yet)');
    for (const [key, value] of Object.entries(values))
      console.log(`  ${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : (value ?? '-')}`);
  };
  section('Application', { ...rest, heldBy: holder?.email ?? null });
  section('Personal information', personal);
  section('Professional information', professional);
  console.log('\nDocuments');
  for (const document of documents) {
    console.log(
      `  ${document.kind.padEnd(14)} ${document.fileName} (${document.mediaType}, ${Math.ceil(document.sizeBytes / 1024)} KB)`,
    );
    console.log(`    id ${document.id}  ${publicUrl}${document.downloadUrl}`);
  }
  console.log('\nDecisions');
  if (reviews.length === 0) console.log('  none yet');
  for (const review of reviews)
    console.log(`  ${review.decidedAt.slice(0, 16)}  ${review.decision}${review.reason ? `: ${review.reason}` : ''}`);
}

interface Claimed {
  id: string;
  applicantEmail: string;
  version: string;
}

/** Claims the application as the console does before a decision (again is fine: the holder keeps it). */
async function claim(graphql: Graphql, id: string): Promise<Claimed> {
  const { staffApplication } = await graphql<{ staffApplication: { version: string } | null }>(
    `
      query Version($id: ID!) {
        staffApplication(id: $id) {
          version
        }
      }
    `,
    { id },
  );
  if (!staffApplication) throw new Error(`No sent application has the id ${id}.`);
  const { staffClaimApplication } = await graphql<{
    staffClaimApplication: { version: string; application: { applicantEmail: string } };
  }>(
    `
      mutation Claim($id: ID!, $version: String!) {
        staffClaimApplication(id: $id, version: $version) {
          version
          application {
            applicantEmail
          }
        }
      }
    `,
    { id, version: staffApplication.version },
  );
  return {
    id,
    applicantEmail: staffClaimApplication.application.applicantEmail,
    version: staffClaimApplication.version,
  };
}

async function rejectionReasonCode(graphql: Graphql, reason: string | undefined): Promise<string> {
  const { staffRejectionReasons } = await graphql<{ staffRejectionReasons: { code: string; text: { en: string } }[] }>(`
    query Reasons {
      staffRejectionReasons {
        code
        text {
          en
        }
      }
    }
  `);
  const code = staffRejectionReasons.find((candidate) => candidate.code === reason?.toUpperCase())?.code;
  if (code) return code;
  throw new UsageError(
    `Give one of the prepared reasons (the applicant reads it in their language), then a note:\n${staffRejectionReasons
      .map(
        (candidate) =>
          `  ${candidate.code.toLowerCase().padEnd(28)} ${candidate.text.en || '(the note is the reason: 10 characters at least)'}`,
      )
      .join('\n')}`,
  );
}

async function run(args: string[]): Promise<void> {
  const json = takeFlag(args, '--json');
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return;
  }
  if (!(command in scopeOf)) throw new UsageError(`Unknown command "${command}".`);
  const token = process.env.SAKINA_STAFF_TOKEN?.trim();
  const config = loadConfig();
  const consoleUrl = new URL('/staff/tokens', config.publicUrl).toString();
  if (!token)
    throw new UsageError(
      `Set SAKINA_STAFF_TOKEN to a staff API token of yours; make one in the console: ${consoleUrl}`,
    );
  const api = await connectToApi(config);
  const graphql = staffClient(api, token, command as Command, consoleUrl);
  try {
    const { staffViewer } = await graphql<{ staffViewer: { email: string; apiTokenName: string | null } | null }>(`
      query Who {
        staffViewer {
          email
          apiTokenName
        }
      }
    `);
    if (!staffViewer) throw new Error(refusalOf('UNAUTHENTICATED', '', command as Command, consoleUrl));
    console.error(`Acting as ${staffViewer.email} (token "${staffViewer.apiTokenName}").`);
    switch (command as Command) {
      case 'list': {
        const status = takeOption(rest, '--status') ?? 'submitted';
        const statuses =
          status === 'all'
            ? ['SUBMITTED', 'ACCEPTED', 'REJECTED']
            : status.split(',').map((value) => value.trim().toUpperCase());
        const items = await queue(graphql, statuses);
        if (json) console.log(JSON.stringify(items, null, 2));
        else printSummaries(items);
        break;
      }
      case 'show': {
        const id = await resolveApplicationId(graphql, rest[0]);
        const { staffApplication } = await graphql<{ staffApplication: Record<string, unknown> | null }>(
          `query Show($id: ID!) { staffApplication(id: $id) { ${detailFields} } }`,
          { id },
        );
        if (!staffApplication) throw new Error(`No sent application has the id ${id}.`);
        if (json) console.log(JSON.stringify(staffApplication, null, 2));
        else printDetails(staffApplication, config.publicUrl);
        break;
      }
      case 'accept': {
        const claimed = await claim(graphql, await resolveApplicationId(graphql, rest[0]));
        await graphql(
          `
            mutation Accept($id: ID!, $version: String!) {
              staffAcceptApplication(id: $id, version: $version) {
                id
              }
            }
          `,
          { id: claimed.id, version: claimed.version },
        );
        console.log(`Accepted ${claimed.id}; ${claimed.applicantEmail} is told by email and on the status page.`);
        break;
      }
      case 'reject': {
        const id = await resolveApplicationId(graphql, rest[0]);
        const reason = await rejectionReasonCode(graphql, rest[1]);
        const note = rest.slice(2).join(' ').trim() || null;
        const claimed = await claim(graphql, id);
        await graphql(
          `
            mutation Reject($id: ID!, $version: String!, $reason: RejectionReasonCode!, $note: String) {
              staffRejectApplication(id: $id, version: $version, reason: $reason, note: $note) {
                id
              }
            }
          `,
          { id, version: claimed.version, reason, note },
        );
        console.log(`Rejected ${id}; ${claimed.applicantEmail} is told the reason by email and on the status page.`);
        break;
      }
      case 'download': {
        const [documentId, file] = rest;
        if (!documentId || !file) throw new UsageError('Usage: npm run review -- download <document id> <file>');
        const response = await api.request({
          method: 'GET',
          url: `/files/staff/application-documents/${encodeURIComponent(documentId)}?download=1`,
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.status === 403)
          throw new Error(`${response.body.toString('utf8')} (download needs the scope review:read)`);
        if (response.status !== 200) throw new Error(`The server answered ${response.status}.`);
        // npm runs this in ops/: a relative path means the folder the operator typed the command in.
        const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
        fs.writeFileSync(target, response.body, { mode: 0o600 });
        console.log(`Saved ${target}.`);
        break;
      }
    }
  } finally {
    await api.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
    process.exitCode = 2;
    return;
  }
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
