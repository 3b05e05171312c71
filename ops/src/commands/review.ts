import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@sakina/api/internals/config';
import { terminalSafeDeep } from './terminal-text';
import { connectToApi, readReviewerToken, type ApiConnection } from './operator-client';

const usage = `Usage: npm run review -- <command> [--as <reviewer email>]
  list [--status submitted|rejected|accepted|all] [--json]         applications, oldest submission first
  show <application> [--json]                                        one application with its documents
  accept <application>                                               accept it; the applicant is mailed
  reject <application> <reason…>                                     return it with a reason; the applicant is mailed
  download <document id> <file>                                      save one of its documents
<application> is an id, the start of an id, or the applicant's email.`;

interface ApplicationSummary {
  id: string;
  status: string;
  applicantEmail: string;
  submittedAt: string | null;
  personal: { fullNameAr: string; fullNameEn: string } | null;
  professional: { jobType: string; specialization: string } | null;
}

const summaryFields = `id status applicantEmail submittedAt personal { fullNameAr fullNameEn } professional { jobType specialization }`;

const detailFields = `
  id status applicantEmail submittedAt decidedAt rejectionReason
  personal { fullNameAr fullNameEn nationalId birthDate gender nationality mobile { e164 } country city bioAr bioEn }
  professional {
    education { degree institution } experienceInYears sfhscRegistrationNumber sfhscExpirationDate jobType
    classificationLevel sector employerName specialization secondarySpecialities consultationTypes
    communicationStyles languages offeredSpecializations twitterUrl linkedinUrl iban
  }
  documents { id kind fileName mediaType sizeBytes url }
  reviews { decision reason decidedAt }`;

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

function reviewerClient(api: ApiConnection, reviewer: { email: string; token: string }) {
  return async function graphql<Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
    const response = await api.request({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', authorization: `Bearer ${reviewer.token}` },
      body: JSON.stringify({ query, variables }),
    });
    // Applicants wrote much of this text: no control character of theirs reaches the terminal.
    const reply = terminalSafeDeep(JSON.parse(response.body.toString('utf8'))) as {
      data?: Data;
      errors?: { message: string; extensions?: { code?: string; fields?: unknown } }[];
    };
    const error = reply.errors?.[0];
    if (error) {
      switch (error.extensions?.code) {
        case 'UNAUTHENTICATED':
          throw new Error(
            `The token of ${reviewer.email} has expired or was revoked. Renew it: npm run reviewer:create -- ${reviewer.email}`,
          );
        case 'FORBIDDEN':
          throw new Error(`${reviewer.email} is not a reviewer.`);
        case 'BAD_USER_INPUT':
          throw new Error(`Refused: ${JSON.stringify(error.extensions.fields)}`);
        default:
          throw new Error(`${error.extensions?.code ?? 'Error'}: ${error.message}`);
      }
    }
    return reply.data as Data;
  };
}

type Graphql = ReturnType<typeof reviewerClient>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function resolveApplicationId(graphql: Graphql, reference: string | undefined): Promise<string> {
  if (!reference) throw new UsageError('Name the application: its id, the start of its id, or the applicant’s email.');
  if (uuidPattern.test(reference)) return reference.toLowerCase();
  const { applicationsForReview } = await graphql<{ applicationsForReview: ApplicationSummary[] }>(
    `query All { applicationsForReview(statuses: [SUBMITTED, ACCEPTED, REJECTED]) { ${summaryFields} } }`,
  );
  const wanted = reference.toLowerCase();
  const matches = applicationsForReview.filter(
    (application) => application.id.startsWith(wanted) || application.applicantEmail === wanted,
  );
  if (matches.length === 1) return matches[0].id;
  throw new Error(
    matches.length === 0
      ? `No application matches "${reference}".`
      : `"${reference}" matches ${matches.length} applications: give more of the id.`,
  );
}

function printSummaries(applications: ApplicationSummary[]): void {
  if (applications.length === 0) {
    console.log('No applications.');
    return;
  }
  for (const application of applications) {
    const name = application.personal
      ? `${application.personal.fullNameEn} / ${application.personal.fullNameAr}`
      : '(no name yet)';
    const role = application.professional
      ? `${application.professional.jobType}, ${application.professional.specialization}`
      : '';
    console.log(
      [
        application.id,
        application.status.padEnd(9),
        application.submittedAt?.slice(0, 16) ?? '-'.padEnd(16),
        application.applicantEmail,
        name,
        role,
      ].join('  '),
    );
  }
}

function printDetails(application: Record<string, unknown>, publicUrl: string): void {
  const { documents, reviews, personal, professional, ...rest } = application as {
    documents: { id: string; kind: string; fileName: string; mediaType: string; sizeBytes: number; url: string }[];
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
  section('Application', rest);
  section('Personal information', personal);
  section('Professional information', professional);
  console.log('\nDocuments');
  for (const document of documents) {
    console.log(
      `  ${document.kind.padEnd(14)} ${document.fileName} (${document.mediaType}, ${Math.ceil(document.sizeBytes / 1024)} KB)`,
    );
    console.log(`    id ${document.id}  ${publicUrl}${document.url}`);
  }
  console.log('\nDecisions');
  if (reviews.length === 0) console.log('  none yet');
  for (const review of reviews)
    console.log(`  ${review.decidedAt.slice(0, 16)}  ${review.decision}${review.reason ? `: ${review.reason}` : ''}`);
}

async function run(args: string[]): Promise<void> {
  const reviewerEmail = takeOption(args, '--as');
  const json = takeFlag(args, '--json');
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return;
  }
  if (!['list', 'show', 'accept', 'reject', 'download'].includes(command))
    throw new UsageError(`Unknown command "${command}".`);

  const config = loadConfig();
  const reviewer = readReviewerToken(config, reviewerEmail);
  console.error(`Acting as ${reviewer.email}.`);
  const api = await connectToApi(config);
  const graphql = reviewerClient(api, reviewer);
  try {
    switch (command) {
      case 'list': {
        const status = takeOption(rest, '--status') ?? 'submitted';
        const statuses =
          status === 'all'
            ? ['SUBMITTED', 'ACCEPTED', 'REJECTED']
            : status.split(',').map((value) => value.trim().toUpperCase());
        const { applicationsForReview } = await graphql<{ applicationsForReview: ApplicationSummary[] }>(
          `query List($statuses: [ApplicationStatus!]) { applicationsForReview(statuses: $statuses) { ${summaryFields} } }`,
          { statuses },
        );
        if (json) console.log(JSON.stringify(applicationsForReview, null, 2));
        else printSummaries(applicationsForReview);
        break;
      }
      case 'show': {
        const id = await resolveApplicationId(graphql, rest[0]);
        const { applicationForReview } = await graphql<{ applicationForReview: Record<string, unknown> | null }>(
          `query Show($id: ID!) { applicationForReview(id: $id) { ${detailFields} } }`,
          { id },
        );
        if (!applicationForReview) throw new Error(`No application has the id ${id}.`);
        if (json) console.log(JSON.stringify(applicationForReview, null, 2));
        else printDetails(applicationForReview, config.publicUrl);
        break;
      }
      case 'accept': {
        const id = await resolveApplicationId(graphql, rest[0]);
        const { acceptApplication } = await graphql<{ acceptApplication: { id: string; applicantEmail: string } }>(
          `
            mutation Accept($id: ID!) {
              acceptApplication(id: $id) {
                id
                applicantEmail
              }
            }
          `,
          { id },
        );
        console.log(
          `Accepted ${acceptApplication.id}; ${acceptApplication.applicantEmail} is told by email and on the status page.`,
        );
        break;
      }
      case 'reject': {
        const id = await resolveApplicationId(graphql, rest[0]);
        const reason = rest.slice(1).join(' ').trim();
        if (!reason)
          throw new UsageError(
            'Give the reason the applicant will read, e.g. npm run review -- reject <id> "The classification card is not readable."',
          );
        const { rejectApplication } = await graphql<{ rejectApplication: { id: string; applicantEmail: string } }>(
          `
            mutation Reject($id: ID!, $reason: String!) {
              rejectApplication(id: $id, reason: $reason) {
                id
                applicantEmail
              }
            }
          `,
          { id, reason },
        );
        console.log(
          `Rejected ${rejectApplication.id}; ${rejectApplication.applicantEmail} is told the reason by email and on the status page.`,
        );
        break;
      }
      case 'download': {
        const [documentId, file] = rest;
        if (!documentId || !file) throw new UsageError('Usage: npm run review -- download <document id> <file>');
        const response = await api.request({
          method: 'GET',
          url: `/files/application-documents/${documentId}`,
          headers: { authorization: `Bearer ${reviewer.token}` },
        });
        if (response.status !== 200) throw new Error(`The server answered ${response.status}.`);
        // npm runs this in api/: a relative path means the folder the operator typed the command in.
        const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
        fs.writeFileSync(target, response.body);
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
