import { builder } from '../../builder';
import {
  LocalizedRichTextInputRef,
  LocalizedRichTextRef,
  LocalizedTextInputRef,
  LocalizedTextRef,
} from '../common/common.graphql';
import { rememberPublicName } from '../staff/staff-accounts.service';
import {
  approveArticle,
  createArticle,
  createArticlePreview,
  findEditedArticle,
  listAllTags,
  listArticleRevisions,
  listEditedArticles,
  publishArticle,
  restoreArticleRevision,
  returnArticle,
  saveArticle,
  submitArticle,
  unpublishArticle,
  type EditedArticle,
  type EditedArticlePage,
} from './article-editing.service';
import { ArticleKind, ArticleCoverRef, TagRef } from './articles.graphql';
import type { ArticleRevisionRow, ArticleStatus } from './articles.table';

const ArticleStatusRef = builder.enumType('ArticleStatus', {
  description:
    'draft → in review → approved (health content, by a medical reviewer) → scheduled or published → unpublished.',
  values: {
    DRAFT: { value: 'draft' },
    IN_REVIEW: { value: 'in_review' },
    APPROVED: { value: 'approved' },
    SCHEDULED: { value: 'scheduled' },
    PUBLISHED: { value: 'published' },
    UNPUBLISHED: { value: 'unpublished' },
  } as const satisfies Record<string, { value: ArticleStatus }>,
});

const RevisionRef = builder.objectRef<ArticleRevisionRow>('StaffArticleRevision').implement({
  description: 'A saved copy of an article.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    slug: t.exposeString('slug'),
    title: t.expose('title', { type: LocalizedTextRef }),
    summary: t.expose('summary', { type: LocalizedTextRef }),
    body: t.expose('body', { type: LocalizedRichTextRef }),
    tags: t.exposeStringList('tags', { description: 'Tag ids.' }),
    author: t.expose('author', { type: LocalizedTextRef, nullable: true }),
    cover: t.expose('cover', { type: ArticleCoverRef, nullable: true }),
    savedAt: t.string({ resolve: (revision) => revision.createdAt.toISOString() }),
    approverName: t.expose('approverName', { type: LocalizedTextRef, nullable: true }),
    approvedAt: t.string({ nullable: true, resolve: (revision) => revision.approvedAt?.toISOString() ?? null }),
  }),
});

const EditedArticleRef = builder.objectRef<EditedArticle>('StaffArticle').implement({
  description: 'An article or news item as staff work on it.',
  fields: (t) => ({
    id: t.id({ resolve: ({ article }) => article.id }),
    kind: t.field({ type: ArticleKind, resolve: ({ article }) => article.kind }),
    status: t.field({ type: ArticleStatusRef, resolve: ({ article }) => article.status }),
    version: t.int({
      description: 'Name it when changing the article: a stale version is refused (two editors).',
      resolve: ({ article }) => article.version,
    }),
    listed: t.boolean({ description: 'Visitors see a published copy.', resolve: ({ article }) => article.listed }),
    publicSlug: t.string({ description: 'The address visitors use now.', resolve: ({ article }) => article.slug }),
    medicalReview: t.boolean({ resolve: ({ article }) => article.medicalReview }),
    scheduledFor: t.string({ nullable: true, resolve: ({ article }) => article.scheduledFor?.toISOString() ?? null }),
    publishedOn: t.field({
      type: 'Date',
      nullable: true,
      resolve: ({ article }) => (article.publishedRevisionId === null ? null : article.publishedOn),
    }),
    updatedAt: t.string({ resolve: ({ article }) => article.updatedAt.toISOString() }),
    working: t.field({ type: RevisionRef, description: 'The copy staff work on.', resolve: ({ working }) => working }),
    publishedRevisionId: t.id({ nullable: true, resolve: ({ article }) => article.publishedRevisionId }),
    revisions: t.field({
      type: [RevisionRef],
      description: 'Every saved copy, newest first.',
      resolve: ({ article }, _args, context) => listArticleRevisions(context, article.id),
    }),
  }),
});

const EditedArticlePageRef = builder.objectRef<EditedArticlePage>('StaffArticlePage').implement({
  fields: (t) => ({
    items: t.field({ type: [EditedArticleRef], resolve: (page) => page.items }),
    total: t.exposeInt('total'),
  }),
});

const ArticleCoverInputRef = builder.inputType('ArticleCoverInput', {
  fields: (t) => ({
    media: t.id({ required: true, description: 'An uploaded image (staffUploadImage).' }),
    alt: t.field({ type: LocalizedTextInputRef, required: true }),
  }),
});

const ArticleInputRef = builder.inputType('StaffArticleInput', {
  fields: (t) => ({
    slug: t.string({ required: true }),
    title: t.field({ type: LocalizedTextInputRef, required: true }),
    summary: t.field({ type: LocalizedTextInputRef, required: true }),
    body: t.field({ type: LocalizedRichTextInputRef, required: true }),
    tags: t.stringList({ required: true }),
    author: t.field({ type: LocalizedTextInputRef }),
    cover: t.field({ type: ArticleCoverInputRef }),
    medicalReview: t.boolean({ required: true }),
  }),
});

builder.queryFields((t) => ({
  staffArticles: t.field({
    type: EditedArticlePageRef,
    description: 'Editors and medical reviewers: articles or news, most recently changed first.',
    args: {
      kind: t.arg({ type: ArticleKind, required: true }),
      status: t.arg({ type: ArticleStatusRef }),
      search: t.arg.string(),
      page: t.arg.int(),
      pageSize: t.arg.int(),
    },
    resolve: (_root, args, context) => listEditedArticles(context, args),
  }),
  staffArticle: t.field({
    type: EditedArticleRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => findEditedArticle(context, args),
  }),
  staffTags: t.field({
    type: [TagRef],
    description: 'Every tag, for the editor.',
    resolve: (_root, _args, context) => listAllTags(context),
  }),
}));

const PreviewLinkRef = builder.objectRef<{ token: string; expiresAt: Date }>('StaffArticlePreviewLink').implement({
  description: 'A link showing the working copy as the public page will, for an hour.',
  fields: (t) => ({
    expiresAt: t.string({ resolve: (link) => link.expiresAt.toISOString() }),
    arabicPath: t.string({ resolve: (link) => `/preview/article/${link.token}` }),
    englishPath: t.string({ resolve: (link) => `/en/preview/article/${link.token}` }),
  }),
});

builder.mutationFields((t) => {
  const versioned = () => ({ id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) });
  return {
    staffPreviewArticle: t.field({
      type: PreviewLinkRef,
      description: 'Editors and medical reviewers: a preview link of the working copy.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, context) => createArticlePreview(context, args),
    }),
    staffCreateArticle: t.field({
      type: EditedArticleRef,
      description: 'Editors: a new draft.',
      args: {
        kind: t.arg({ type: ArticleKind, required: true }),
        input: t.arg({ type: ArticleInputRef, required: true }),
      },
      resolve: (_root, args, context) => createArticle(context, args),
    }),
    staffSaveArticle: t.field({
      type: EditedArticleRef,
      description: 'Editors: saves a new revision (back to draft); the public copy stays until published again.',
      args: { ...versioned(), input: t.arg({ type: ArticleInputRef, required: true }) },
      resolve: (_root, args, context) => saveArticle(context, args),
    }),
    staffRestoreArticleRevision: t.field({
      type: EditedArticleRef,
      description: 'Editors: makes an earlier revision the working copy again (as a new revision).',
      args: { ...versioned(), revisionId: t.arg.id({ required: true }) },
      resolve: (_root, args, context) => restoreArticleRevision(context, args),
    }),
    staffSubmitArticle: t.field({
      type: EditedArticleRef,
      description: 'Editors: sends the draft to review.',
      args: versioned(),
      resolve: (_root, args, context) => submitArticle(context, args),
    }),
    staffApproveArticle: t.field({
      type: EditedArticleRef,
      description: 'Medical reviewers: approves the copy in review; the page will say "Reviewed by <name> on <date>".',
      args: { ...versioned(), reviewerName: t.arg({ type: LocalizedTextInputRef, required: true }) },
      resolve: (_root, args, context) => approveArticle(context, args, rememberPublicName),
    }),
    staffReturnArticle: t.field({
      type: EditedArticleRef,
      description: 'Medical reviewers: sends the copy in review back to draft.',
      args: versioned(),
      resolve: (_root, args, context) => returnArticle(context, args),
    }),
    staffPublishArticle: t.field({
      type: EditedArticleRef,
      description: 'Editors: publishes the working copy now, or at `at` (ISO 8601 with offset).',
      args: { ...versioned(), at: t.arg.string() },
      resolve: (_root, args, context) => publishArticle(context, args),
    }),
    staffUnpublishArticle: t.field({
      type: EditedArticleRef,
      description: 'Editors: takes the article off the site; its address answers 410.',
      args: versioned(),
      resolve: (_root, args, context) => unpublishArticle(context, args),
    }),
  };
});
