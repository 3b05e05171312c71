import { randomInt } from 'node:crypto';
import {
  documentContentSchemas,
  halalasToSar,
  invoiceTotals,
  issueDocumentEnvelopeSchema,
  physicianOnlyKinds,
  verificationCodeSchema,
  zatcaQrPayload,
  type EarlierResult,
  type InvoiceContent,
  type IssuedDocumentKind,
  type MentalMeasurementResultContent,
} from '@sakina/shared/validation';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DocumentsConfig } from '../../config';
import type { Database } from '../../db/client';
import { badUserInput, fieldErrorsOf, parseInput } from '../../errors';
import { findIssuingPractitioner } from '../practitioners/practitioners.service';
import { recordAudit, type AuditEntry } from '../staff/audit.service';
import { issuedDocuments, type IssuedDocumentRow } from './issued-documents.table';
import { readViewToken, signViewToken } from './view-token';

/** A refusal the issuing API answers with its own HTTP status and code (see README, "Issued documents"). */
export class DocumentRefusedError extends Error {
  constructor(
    readonly status: 404 | 403,
    readonly code: 'ISSUER_NOT_FOUND' | 'ISSUER_NOT_ALLOWED' | 'NOT_FOUND',
    message: string,
  ) {
    super(message);
  }
}

/** Who acts on the issuing API: a consultation app, by the service key it presented (serviceKeyName), and from where. */
export interface DocumentServiceActor {
  serviceKey: string;
  ip: string;
}

/** The audit trail's entry of a service key's act on a document: no staff member, the key's name instead. */
function auditEntryOf(actor: DocumentServiceActor, action: AuditEntry['action'], documentId: string): AuditEntry {
  return {
    staffId: null,
    serviceKey: actor.serviceKey,
    action,
    record: { kind: 'issued-document', id: documentId },
    ip: actor.ip,
  };
}

export interface IssuedDocumentsDependencies {
  db: Database;
  documents: DocumentsConfig;
  linkSecrets: readonly string[];
  publicUrl: string;
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const codeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function newVerificationCode(): string {
  return Array.from({ length: 12 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
}

/** As printed: ABCD-EFGH-JKMN. */
export const formatVerificationCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

/** `/invoice?token=…` in the document's own language (Arabic bare, English under /en). */
export function viewPath(kind: IssuedDocumentKind, language: 'ar' | 'en', token: string): string {
  return `${language === 'en' ? '/en' : ''}/${kind}?token=${encodeURIComponent(token)}`;
}

export interface ViewLink {
  viewUrl: string;
  expiresAt: string;
}

function viewLink(dependencies: IssuedDocumentsDependencies, row: IssuedDocumentRow, lifetimeDays?: number): ViewLink {
  const days = lifetimeDays ?? dependencies.documents.linkLifetimeDays;
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  const token = signViewToken(dependencies.linkSecrets, row.id, expiresAt);
  return {
    viewUrl: `${dependencies.publicUrl}${viewPath(row.kind, row.language, token)}`,
    expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000).toISOString(),
  };
}

/** What the invoice's app did not send: its number, the seller, totals in halalas and the ZATCA QR payload. */
function completeInvoice(
  input: z.output<typeof documentContentSchemas.invoice>,
  language: 'ar' | 'en',
  platform: DocumentsConfig['platform'],
  sequence: number,
  issuedAt: Date,
): InvoiceContent {
  const totals = invoiceTotals(input.lines.map((line) => line.unitPriceHalalas));
  const seller = { name: language === 'ar' ? platform.nameAr : platform.nameEn, vatNumber: platform.vatNumber };
  return {
    ...input,
    ...totals,
    number: `INV-${String(sequence).padStart(6, '0')}`,
    seller,
    zatcaQr: zatcaQrPayload({
      sellerName: seller.name,
      vatNumber: seller.vatNumber,
      timestamp: issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      total: halalasToSar(totals.totalHalalas),
      vat: halalasToSar(totals.vatHalalas),
    }),
  };
}

export interface IssuedDocumentReceipt extends ViewLink {
  id: string;
  kind: IssuedDocumentKind;
  language: 'ar' | 'en';
  issuedAt: string;
  verificationCode: string;
  verifyUrl: string;
}

/** Issues one document for an app: checks the envelope, the kind's content and who may issue it. */
export async function issueDocument(
  dependencies: IssuedDocumentsDependencies,
  actor: DocumentServiceActor,
  body: unknown,
): Promise<IssuedDocumentReceipt> {
  const { db, documents } = dependencies;
  const envelope = parseInput(issueDocumentEnvelopeSchema, body);
  const contentResult = documentContentSchemas[envelope.kind].safeParse(envelope.content);
  if (!contentResult.success) {
    throw badUserInput(
      fieldErrorsOf(contentResult.error.issues).map((field) => ({
        ...field,
        path: field.path ? `content.${field.path}` : 'content',
      })),
    );
  }
  const issuer = await findIssuingPractitioner({ db }, envelope.issuerPractitionerId);
  if (!issuer) throw new DocumentRefusedError(404, 'ISSUER_NOT_FOUND', 'No practitioner has this id.');
  if (physicianOnlyKinds.has(envelope.kind) && issuer.category !== 'physician') {
    throw new DocumentRefusedError(403, 'ISSUER_NOT_ALLOWED', `Only a physician may issue a ${envelope.kind}.`);
  }

  return db.transaction(async (transaction) => {
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const [inserted] = await transaction
      .insert(issuedDocuments)
      .values({
        kind: envelope.kind,
        language: envelope.language,
        issuedAt,
        issuerPractitionerId: envelope.issuerPractitionerId,
        issuer,
        subjectReference: envelope.subjectReference,
        content: contentResult.data as Record<string, unknown>,
        platform: documents.platform,
        verificationCode: newVerificationCode(),
      })
      .returning();
    let row = inserted!;
    if (row.kind === 'invoice') {
      // The invoice number is the row's sequence, known once inserted.
      const invoice = completeInvoice(
        contentResult.data as z.output<typeof documentContentSchemas.invoice>,
        row.language,
        documents.platform,
        row.sequence,
        issuedAt,
      );
      [row] = (await transaction
        .update(issuedDocuments)
        .set({ content: invoice as unknown as Record<string, unknown> })
        .where(eq(issuedDocuments.id, row.id))
        .returning()) as [IssuedDocumentRow];
    }
    const document = row;
    await recordAudit({ db: transaction }, auditEntryOf(actor, 'document-issued', document.id));
    return {
      id: document.id,
      kind: document.kind,
      language: document.language,
      issuedAt: document.issuedAt.toISOString(),
      verificationCode: formatVerificationCode(document.verificationCode),
      verifyUrl: `${dependencies.publicUrl}${document.language === 'en' ? '/en' : ''}/verify/${document.verificationCode}`,
      ...viewLink(dependencies, document, envelope.linkLifetimeDays),
    };
  });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function documentById(db: Database, id: string): Promise<IssuedDocumentRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.id, id));
  return row;
}

/** Revokes a document: every link to it stops working and /verify shows it revoked. Repeating it changes nothing. */
export async function revokeDocument(
  { db }: { db: Database },
  actor: DocumentServiceActor,
  id: string,
): Promise<{ id: string; revokedAt: string }> {
  const document = await documentById(db, id);
  if (!document) throw new DocumentRefusedError(404, 'NOT_FOUND', 'No document has this id.');
  if (document.revokedAt) return { id, revokedAt: document.revokedAt.toISOString() };
  const row = await db.transaction(async (transaction) => {
    const [revoked] = await transaction
      .update(issuedDocuments)
      .set({ revokedAt: new Date() })
      .where(and(eq(issuedDocuments.id, id), isNull(issuedDocuments.revokedAt)))
      .returning();
    // Only the request that revoked it writes the entry (a second at the same moment finds it revoked).
    if (revoked) await recordAudit({ db: transaction }, auditEntryOf(actor, 'document-revoked', id));
    return revoked;
  });
  return { id, revokedAt: (row?.revokedAt ?? new Date()).toISOString() };
}

/** A new view link to a document that is not revoked (the old links keep working until they expire). */
export async function newViewLink(
  dependencies: IssuedDocumentsDependencies,
  actor: DocumentServiceActor,
  id: string,
  body: unknown,
): Promise<ViewLink> {
  const { linkLifetimeDays } = parseInput(issueDocumentEnvelopeSchema.pick({ linkLifetimeDays: true }), body ?? {});
  const document = await documentById(dependencies.db, id);
  if (!document || document.revokedAt) throw new DocumentRefusedError(404, 'NOT_FOUND', 'No document has this id.');
  // A link opens the document (a person's health data) to whoever holds it: who asked for it is in the trail.
  await recordAudit(dependencies, auditEntryOf(actor, 'document-link-created', document.id));
  return viewLink(dependencies, document, linkLifetimeDays);
}

export type OpenedDocument =
  { status: 'valid'; document: IssuedDocumentRow; expiresAt: Date } | { status: 'invalid' | 'expired' | 'revoked' };

/** The document a view link opens, or why it does not; `kind` is the page's, which must be the document's. */
export async function openDocument(
  { db }: { db: Database },
  linkSecrets: readonly string[],
  token: string,
  kind?: string,
): Promise<OpenedDocument> {
  const reading = readViewToken(linkSecrets, token);
  if (reading.status !== 'valid') return { status: reading.status };
  const document = await documentById(db, reading.documentId);
  if (!document || (kind !== undefined && document.kind !== kind)) return { status: 'invalid' };
  if (document.revokedAt) return { status: 'revoked' };
  return { status: 'valid', document, expiresAt: reading.expiresAt };
}

/** The same person's earlier results on the same scale (not revoked), oldest first, at most 12. */
export async function earlierResults({ db }: { db: Database }, document: IssuedDocumentRow): Promise<EarlierResult[]> {
  if (document.kind !== 'mental-measurement-result') return [];
  const instrument = (document.content as MentalMeasurementResultContent).instrument.code;
  const rows = await db
    .select({ issuedAt: issuedDocuments.issuedAt, content: issuedDocuments.content })
    .from(issuedDocuments)
    .where(
      and(
        eq(issuedDocuments.subjectReference, document.subjectReference),
        eq(issuedDocuments.kind, 'mental-measurement-result'),
        lt(issuedDocuments.issuedAt, document.issuedAt),
        isNull(issuedDocuments.revokedAt),
        sql`${issuedDocuments.content}->'instrument'->>'code' = ${instrument}`,
      ),
    )
    .orderBy(desc(issuedDocuments.issuedAt))
    .limit(12);
  return rows.reverse().map((row) => {
    const result = row.content as MentalMeasurementResultContent;
    return { issuedAt: row.issuedAt.toISOString(), score: result.score, maxScore: result.maxScore };
  });
}

export interface DocumentVerification {
  kind: IssuedDocumentKind;
  issuedAt: Date;
  issuer: IssuedDocumentRow['issuer'];
  status: 'valid' | 'revoked';
}

/** What /verify/<code> may show: never the person the document is about, nor its content. */
export async function verifyDocument({ db }: { db: Database }, code: string): Promise<DocumentVerification | null> {
  const parsed = verificationCodeSchema.safeParse(code);
  if (!parsed.success) return null;
  const [row] = await db
    .select({
      kind: issuedDocuments.kind,
      issuedAt: issuedDocuments.issuedAt,
      issuer: issuedDocuments.issuer,
      revokedAt: issuedDocuments.revokedAt,
    })
    .from(issuedDocuments)
    .where(eq(issuedDocuments.verificationCode, parsed.data));
  if (!row) return null;
  return { kind: row.kind, issuedAt: row.issuedAt, issuer: row.issuer, status: row.revokedAt ? 'revoked' : 'valid' };
}
