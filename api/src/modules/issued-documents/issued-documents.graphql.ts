import type { IssuedDocumentKind } from '@sakina/shared/validation';
import { builder } from '../../builder';
import { LocalizedTextRef } from '../common/common.graphql';
import { documentKeys } from './document-keys';
import { documentVerificationRule, documentViewRule } from './issued-documents.rate-limits';
import {
  earlierResults,
  formatVerificationCode,
  openDocument,
  verifyDocument,
  type DocumentVerification,
} from './issued-documents.service';
import type { IssuedDocumentIssuer, IssuedDocumentPlatform, IssuedDocumentRow } from './issued-documents.table';

const IssuerRef = builder.objectRef<IssuedDocumentIssuer>('DocumentIssuer').implement({
  description: 'The practitioner who issued a document, as they were then.',
  fields: (t) => ({
    name: t.field({ type: LocalizedTextRef, resolve: (issuer) => issuer.name }),
    title: t.field({
      type: LocalizedTextRef,
      description: 'Title and classification.',
      resolve: (issuer) => issuer.title,
    }),
    category: t.exposeString('category'),
  }),
});

const PlatformRef = builder.objectRef<IssuedDocumentPlatform>('DocumentPlatform').implement({
  description: 'The platform as printed on the document when it was issued.',
  fields: (t) => ({
    nameAr: t.exposeString('nameAr'),
    nameEn: t.exposeString('nameEn'),
    vatNumber: t.exposeString('vatNumber'),
    licence: t.exposeString('licence'),
  }),
});

const IssuedDocumentRef = builder.objectRef<IssuedDocumentRow & { linkExpiresAt: Date }>('IssuedDocument').implement({
  description: 'A document opened by its view link.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'consultant-contract, invoice, medical-prescription, …' }),
    language: t.exposeString('language', { description: 'ar or en: the page is written in it.' }),
    issuedAt: t.string({ resolve: (document) => document.issuedAt.toISOString() }),
    linkExpiresAt: t.string({ resolve: (document) => document.linkExpiresAt.toISOString() }),
    verificationCode: t.string({ resolve: (document) => formatVerificationCode(document.verificationCode) }),
    issuer: t.field({ type: IssuerRef, resolve: (document) => document.issuer }),
    platform: t.field({ type: PlatformRef, resolve: (document) => document.platform }),
    contentJson: t.string({
      description: "The content as JSON, in the shape of the kind's schema in @sakina/shared/validation.",
      resolve: (document) => JSON.stringify(document.content),
    }),
    earlierResultsJson: t.string({
      description: 'Mental-measurement results only: the same person and scale before, as JSON ([] otherwise).',
      resolve: async (document, _args, context) => JSON.stringify(await earlierResults(context, document)),
    }),
  }),
});

const VerificationStatusRef = builder.enumType('DocumentVerificationStatus', {
  values: { VALID: { value: 'valid' }, REVOKED: { value: 'revoked' } } as const,
});

const DocumentVerificationRef = builder.objectRef<DocumentVerification>('DocumentVerification').implement({
  description: 'What anyone holding a verification code may read: never the person the document is about.',
  fields: (t) => ({
    kind: t.string({ resolve: (verification): IssuedDocumentKind => verification.kind }),
    issuedAt: t.string({ resolve: (verification) => verification.issuedAt.toISOString() }),
    issuer: t.field({ type: IssuerRef, resolve: (verification) => verification.issuer }),
    status: t.expose('status', { type: VerificationStatusRef }),
  }),
});

builder.queryFields((t) => ({
  issuedDocument: t.field({
    type: IssuedDocumentRef,
    nullable: true,
    description: 'The document a view link opens; null when the link is wrong, expired or revoked. Rate-limited.',
    args: {
      token: t.arg.string({ required: true }),
      kind: t.arg.string({ required: true, description: "The page's kind: a link opens its own kind only." }),
    },
    resolve: async (_root, { token, kind }, context) => {
      await context.rateLimiter.consume(documentViewRule, { ip: context.clientIp });
      if (token.length > 200 || kind.length > 40) return null;
      context.reply.header('cache-control', 'no-store');
      const opened = await openDocument(context, documentKeys(context.config).linkSecrets, token, kind);
      return opened.status === 'valid' ? { ...opened.document, linkExpiresAt: opened.expiresAt } : null;
    },
  }),
  documentVerification: t.field({
    type: DocumentVerificationRef,
    nullable: true,
    description: 'Checks a printed verification code; null when no document has it. Rate-limited.',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, context) => {
      await context.rateLimiter.consume(documentVerificationRule, { ip: context.clientIp });
      return code.length > 40 ? null : verifyDocument(context, code);
    },
  }),
}));
