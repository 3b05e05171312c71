import {
  attachmentsSchema,
  personalInformationSchema,
  professionalInformationSchema,
  submitApplicationSchema,
  toFieldErrors,
  type FieldError,
  type PersonalInformation,
  type PersonalInformationInput,
  type ProfessionalInformation,
  type ProfessionalInformationInput,
  type ValidationIssue,
} from '@sakina/shared/validation';
import { and, asc, eq, ne } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/client';
import { badUserInput, parseInput } from '../../errors';
import { resolveSignInDestinationWith } from '../accounts/sign-in.service';
import { requireApplicant } from './applications.access';
import { openPersonal, sealPersonal } from './national-id-at-rest';
import {
  applicationDocuments,
  applications,
  type ApplicationDocumentRow,
  type ApplicationRow,
} from './applications.table';

export type ApplicationContext = Pick<GraphQLContext, 'db' | 'config' | 'viewer' | 'logger'>;

export function applicationLocked(): GraphQLError {
  return new GraphQLError('The application can no longer be changed.', {
    extensions: { code: 'APP_APPLICATION_LOCKED' },
  });
}

export function isEditable(application: Pick<ApplicationRow, 'status'>): boolean {
  return application.status === 'draft' || application.status === 'rejected';
}

export async function findApplicationOfAccount(
  { db }: { db: Database },
  accountId: string,
): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.accountId, accountId));
  return row ?? null;
}

export async function findApplication({ db }: { db: Database }, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row ?? null;
}

/** The account's application, made on first use (one per account, whatever the races). */
export async function ensureApplication({ db }: { db: Database }, accountId: string): Promise<ApplicationRow> {
  await db.insert(applications).values({ accountId }).onConflictDoNothing({ target: applications.accountId });
  return (await findApplicationOfAccount({ db }, accountId))!;
}

export function documentsOf({ db }: { db: Database }, applicationId: string): Promise<ApplicationDocumentRow[]> {
  return db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(asc(applicationDocuments.createdAt));
}

/**
 * Saves one step in one transaction: the draft made on first use and the step's content are stored together
 * or not at all (a server killed in between leaves no empty draft). `parse` runs before anything is stored,
 * so a refused input leaves no empty draft behind either.
 */
async function saveStep<Parsed>(
  context: ApplicationContext,
  parse: () => Parsed,
  store: (db: Database, application: ApplicationRow, parsed: Parsed) => Promise<ApplicationRow>,
): Promise<ApplicationRow> {
  const viewer = requireApplicant(context);
  const existing = await findApplicationOfAccount(context, viewer.accountId);
  if (existing && !isEditable(existing)) throw applicationLocked();
  const parsed = parse();
  return context.db.transaction(async (transaction) => {
    const db = transaction as unknown as Database;
    const application = existing ?? (await ensureApplication({ db }, viewer.accountId));
    if (!isEditable(application)) throw applicationLocked();
    return store(db, application, parsed);
  });
}

const phoneTaken = () => badUserInput([{ path: 'mobile', code: 'phone_taken' }]);

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const details = cause as { code?: string; constraint?: string; message?: string };
  return (
    details?.code === '23505' && (details.constraint === constraint || Boolean(details.message?.includes(constraint)))
  );
}

/** Step 1, saved when the applicant moves on. The mobile must not belong to another applicant. */
export function savePersonalInformation(context: ApplicationContext, rawInput: unknown): Promise<ApplicationRow> {
  return saveStep(
    context,
    () => parseInput(personalInformationSchema, rawInput),
    async (db, application, personal) => {
      const [holder] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.mobile, personal.mobile.e164), ne(applications.id, application.id)));
      if (holder) throw phoneTaken();
      try {
        const [updated] = await db
          .update(applications)
          .set({
            personal: sealPersonal(context.config, application.id, personal),
            mobile: personal.mobile.e164,
            updatedAt: new Date(),
          })
          .where(eq(applications.id, application.id))
          .returning();
        return updated;
      } catch (error) {
        if (isUniqueViolation(error, 'applications_mobile_unique')) throw phoneTaken();
        throw error;
      }
    },
  );
}

/** Step 2, saved when the applicant moves on. */
export function saveProfessionalInformation(context: ApplicationContext, rawInput: unknown): Promise<ApplicationRow> {
  return saveStep(
    context,
    () => parseInput(professionalInformationSchema, rawInput),
    async (db, application, professional) => {
      const [updated] = await db
        .update(applications)
        .set({ professional, updatedAt: new Date() })
        .where(eq(applications.id, application.id))
        .returning();
      return updated;
    },
  );
}

/** A stored step as its form would send it again, so the same schema can check it once more at submit. */
export function personalAsInput(personal: PersonalInformation): PersonalInformationInput {
  return { ...personal, mobile: { country: personal.mobile.country, number: personal.mobile.e164 } };
}

export function professionalAsInput(professional: ProfessionalInformation): ProfessionalInformationInput {
  return { ...professional, experienceInYears: String(professional.experienceInYears) };
}

function prefixed(prefix: string, issues: ReadonlyArray<ValidationIssue>): FieldError[] {
  return toFieldErrors(issues).map((field) => ({
    path: field.path ? `${prefix}.${field.path}` : prefix,
    code: field.code,
  }));
}

/** Everything a submit needs, checked again: dates move on (an age, an expiry) between saving a draft and submitting. */
function completenessErrors(
  application: Pick<ApplicationRow, 'personal' | 'professional'>,
  documents: ApplicationDocumentRow[],
  maxCertificates: number,
): FieldError[] {
  const errors: FieldError[] = [];
  if (!application.personal) errors.push({ path: 'personal', code: 'step_incomplete' });
  else {
    const result = personalInformationSchema.safeParse(personalAsInput(application.personal));
    if (!result.success) errors.push(...prefixed('personal', result.error.issues as ValidationIssue[]));
  }
  if (!application.professional) errors.push({ path: 'professional', code: 'step_incomplete' });
  else {
    const result = professionalInformationSchema.safeParse(professionalAsInput(application.professional));
    if (!result.success) errors.push(...prefixed('professional', result.error.issues as ValidationIssue[]));
  }
  const attachments = attachmentsSchema({ maxCertificates }).safeParse(documents);
  if (!attachments.success) errors.push(...prefixed('documents', attachments.error.issues as ValidationIssue[]));
  return errors;
}

/**
 * Sends the application for review, after the attestation was ticked. Never makes a second application
 * (one row per account); the same idempotency key again (double click, reload) returns it unchanged.
 */
export async function submitApplication(context: ApplicationContext, rawArguments: unknown): Promise<ApplicationRow> {
  const viewer = requireApplicant(context);
  const { idempotencyKey } = parseInput(submitApplicationSchema, rawArguments);
  const application = await findApplicationOfAccount(context, viewer.accountId);
  // Nothing saved yet: nothing to send, and nothing to store.
  if (!application) {
    throw badUserInput(
      completenessErrors({ personal: null, professional: null }, [], context.config.applicationMaxCertificates),
    );
  }
  if (application.lastSubmitKey === idempotencyKey || application.status === 'submitted') return application;
  if (!isEditable(application)) throw applicationLocked();

  const errors = completenessErrors(
    {
      ...application,
      personal: application.personal && openPersonal(context.config, application.id, application.personal),
    },
    await documentsOf(context, application.id),
    context.config.applicationMaxCertificates,
  );
  if (errors.length > 0) throw badUserInput(errors);

  // Only a draft or rejected application moves to submitted: a concurrent submit finds it already done.
  const [submitted] = await context.db
    .update(applications)
    .set({
      status: 'submitted',
      submittedAt: new Date(),
      lastSubmitKey: idempotencyKey,
      rejectionReasonKey: null,
      rejectionReason: null,
      decidedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(applications.id, application.id), eq(applications.status, application.status)))
    .returning();
  return submitted ?? (await findApplication(context, application.id))!;
}

/** The signed-in applicant's own application, or null before they saved anything. */
export async function myApplication(context: ApplicationContext): Promise<ApplicationRow | null> {
  const viewer = requireApplicant(context);
  return findApplicationOfAccount(context, viewer.accountId);
}

// After signing in, a practitioner whose application was sent continues on its status page.
resolveSignInDestinationWith(async (db, accountId) => {
  const application = await findApplicationOfAccount({ db }, accountId);
  return application && application.status !== 'draft' ? 'status' : 'application';
});
