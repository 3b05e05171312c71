import { plainText } from '@sakina/shared/rich-content';
import { normalizeForSearch } from '@sakina/shared/validation';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { badUserInput, parseInput } from '../../errors';
import type { Localized } from '../common/localized';
import { matchesSearch } from '../common/search';
import { offsetOf, pageFields } from '../common/staff-paging';
import { recordAudit } from '../staff/audit.service';
import { requireStaff, requireStaffWithAny, type StaffContext } from '../staff/staff-access.service';
import { staffError } from '../common/staff-errors';
import { articleInputSchema, type ArticleInput } from './article-input';
import type { Article } from './articles.service';
import {
  articlePreviews,
  articleRevisions,
  articles,
  articleSlugRedirects,
  articleTags,
  tags,
  type ArticleKind,
  type ArticleRevisionRow,
  type ArticleRow,
  type ArticleStatus,
} from './articles.table';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Database | Transaction;

/** An article as the console shows it: where it stands, and the copy staff work on. */
export interface EditedArticle {
  article: ArticleRow;
  working: ArticleRevisionRow;
}

const readers = ['content', 'medical-review'] as const;

/**
 * The folded text search reads: title | summary | body. Folding never writes a `|`, so the title part can be
 * weighted on its own when results are ranked (articles.service orderOf).
 */
export function searchTextOf(revision: Pick<ArticleRevisionRow, 'title' | 'summary' | 'body'>): string {
  return [
    [revision.title.ar, revision.title.en],
    [revision.summary.ar, revision.summary.en],
    [plainText(revision.body.ar), plainText(revision.body.en)],
  ]
    .map((part) => normalizeForSearch(part.join(' ')))
    .join(' | ');
}

/** The address must be free: no other article uses it now or answered it before (its redirect would break). */
async function checkSlugFree(db: Writer, kind: ArticleKind, slug: string, articleId: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), articleId === null ? undefined : ne(articles.id, articleId)))
    .limit(1);
  const [redirected] = await db
    .select({ id: articleSlugRedirects.articleId })
    .from(articleSlugRedirects)
    .where(
      and(
        eq(articleSlugRedirects.kind, kind),
        eq(articleSlugRedirects.slug, slug),
        articleId === null ? undefined : ne(articleSlugRedirects.articleId, articleId),
      ),
    )
    .limit(1);
  if (taken || redirected) throw badUserInput([{ path: 'slug', code: 'slug_taken' }]);
}

async function checkTagsKnown(db: Writer, tagSlugs: string[]): Promise<void> {
  if (tagSlugs.length === 0) return;
  const known = await db.select({ slug: tags.slug }).from(tags).where(inArray(tags.slug, tagSlugs));
  if (known.length !== tagSlugs.length) throw badUserInput([{ path: 'tags', code: 'option_invalid' }]);
}

function revisionValues(input: ArticleInput) {
  return {
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    body: input.body,
    author: input.author,
    cover: input.cover,
    tags: input.tags,
  };
}

async function revisionOf(db: Writer, id: number): Promise<ArticleRevisionRow> {
  const [revision] = await db.select().from(articleRevisions).where(eq(articleRevisions.id, id));
  return revision!;
}

async function nextRevisionNumber(db: Writer, articleId: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${articleRevisions.number}), 0)` })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId));
  return Number(row?.last ?? 0) + 1;
}

/** The day of `moment` (now by default) as YYYY-MM-DD, in UTC: the dates an article shows. */
const isoDay = (moment = new Date()) => moment.toISOString().slice(0, 10);

/**
 * Writes a revision as the public copy: title … tags, the address (the old one then answers 301), and the
 * medical review the page names. The first publication sets the date the page shows.
 */
async function publishRevision(db: Writer, article: ArticleRow, revision: ArticleRevisionRow, today: string) {
  if (article.listed && article.slug !== revision.slug) {
    await db
      .insert(articleSlugRedirects)
      .values({ kind: article.kind, slug: article.slug, articleId: article.id })
      .onConflictDoUpdate({
        target: [articleSlugRedirects.kind, articleSlugRedirects.slug],
        set: { articleId: article.id },
      });
  }
  // The new address is no longer a redirect of this article.
  await db
    .delete(articleSlugRedirects)
    .where(and(eq(articleSlugRedirects.kind, article.kind), eq(articleSlugRedirects.slug, revision.slug)));
  await db.delete(articleTags).where(eq(articleTags.articleId, article.id));
  if (revision.tags.length > 0) {
    const tagRows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.slug, revision.tags));
    await db.insert(articleTags).values(tagRows.map((tag) => ({ articleId: article.id, tagId: tag.id })));
  }
  return {
    ...publicCopyOf(article, revision, today),
    searchText: searchTextOf(revision),
    publishedRevisionId: revision.id,
    listed: true,
    status: 'published' as ArticleStatus,
    scheduledFor: null,
  };
}

/**
 * What the public page shows of a revision: its copy, the medical review it names (health content a reviewer
 * approved), and its date: the first publication's, or `today` for a copy not published yet.
 */
function publicCopyOf(
  article: ArticleRow,
  revision: ArticleRevisionRow,
  today: string,
): Omit<Article, 'id' | 'kind' | 'tags'> {
  const approvedAt = article.medicalReview ? revision.approvedAt : null;
  return {
    slug: revision.slug,
    title: revision.title,
    summary: revision.summary,
    body: revision.body,
    author: revision.author,
    cover: revision.cover,
    reviewedBy: approvedAt ? revision.approverName : null,
    reviewedOn: approvedAt ? isoDay(approvedAt) : null,
    publishedOn: article.publishedRevisionId === null ? today : article.publishedOn,
  };
}

// ——— Creating and saving ———

const createSchema = z.object({
  kind: z.enum(['blog', 'news'], { error: 'option_invalid' }),
  input: articleInputSchema,
});

/** A new article, a draft nobody sees yet; its first revision is what the editor wrote. */
export async function createArticle(context: StaffContext, rawArguments: unknown): Promise<EditedArticle> {
  const viewer = await requireStaff(context, 'content');
  const { kind, input } = parseInput(createSchema, rawArguments);
  return context.db.transaction(async (transaction) => {
    await checkSlugFree(transaction, kind, input.slug, null);
    await checkTagsKnown(transaction, input.tags);
    const created = await insertArticle({ db: transaction }, kind, input, viewer.staffId);
    await recordAudit(
      { db: transaction },
      {
        staffId: viewer.staffId,
        action: 'content-saved',
        record: { kind: 'article', id: String(created.article.id) },
        ip: context.clientIp,
      },
    );
    return created;
  });
}

/** Inserts an article with its first revision (the console's create and the seed's import share it). */
export async function insertArticle(
  { db }: { db: Writer },
  kind: ArticleKind,
  input: ArticleInput,
  savedBy: string | null,
): Promise<EditedArticle> {
  const values = revisionValues(input);
  const [article] = await db
    .insert(articles)
    .values({
      ...values,
      kind,
      medicalReview: input.medicalReview,
      status: 'draft',
      listed: false,
      publishedOn: isoDay(),
      searchText: searchTextOf(values),
    })
    .returning();
  const [working] = await db
    .insert(articleRevisions)
    .values({ ...values, articleId: article!.id, number: 1, savedBy })
    .returning();
  const [linked] = await db
    .update(articles)
    .set({ workingRevisionId: working!.id })
    .where(eq(articles.id, article!.id))
    .returning();
  return { article: linked!, working: working! };
}

const versionedSchema = z.object({
  id: z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid'),
  version: z.int({ error: 'invalid' }).min(1, 'invalid'),
});

type ContentAction =
  | 'content-saved'
  | 'content-submitted'
  | 'content-approved'
  | 'content-returned'
  | 'content-scheduled'
  | 'content-published'
  | 'content-unpublished'
  | 'content-restored';

/**
 * Every change goes through here: the article is locked, must still be at the version the member opened
 * (else STAFF_CONTENT_CONFLICT and nothing changes), then changes, moves its version on and is audited.
 */
async function changeArticle(
  context: StaffContext,
  id: number,
  version: number,
  permission: 'content' | 'medical-review',
  action: ContentAction,
  change: (
    current: EditedArticle,
    transaction: Transaction,
    staffId: string,
  ) => Promise<Partial<typeof articles.$inferInsert>>,
): Promise<EditedArticle> {
  const viewer = await requireStaff(context, permission);
  return context.db.transaction(async (transaction) => {
    const [article] = await transaction.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!article) throw staffError('NOT_FOUND');
    if (article.version !== version) throw staffError('STAFF_CONTENT_CONFLICT');
    const working = await revisionOf(transaction, article.workingRevisionId!);
    const values = await change({ article, working }, transaction, viewer.staffId);
    const [changed] = await transaction
      .update(articles)
      .set({ ...values, version: article.version + 1, updatedAt: new Date() })
      .where(eq(articles.id, id))
      .returning();
    await recordAudit(
      { db: transaction },
      {
        staffId: viewer.staffId,
        action,
        record: { kind: 'article', id: String(id) },
        ip: context.clientIp,
      },
    );
    return { article: changed!, working: await revisionOf(transaction, changed!.workingRevisionId!) };
  });
}

/** Adds a revision and makes it the working copy; it goes back to draft (a new copy needs a new review). */
async function addRevision(
  transaction: Transaction,
  current: EditedArticle,
  values: ReturnType<typeof revisionValues>,
  savedBy: string,
) {
  const [revision] = await transaction
    .insert(articleRevisions)
    .values({
      ...values,
      articleId: current.article.id,
      number: await nextRevisionNumber(transaction, current.article.id),
      savedBy,
    })
    .returning();
  // Never published: the public columns follow the draft (the address is reserved by the unique slug).
  const unpublished =
    current.article.publishedRevisionId === null ? { ...values, searchText: searchTextOf(values) } : {};
  return {
    ...unpublished,
    workingRevisionId: revision!.id,
    status: 'draft' as ArticleStatus,
    scheduledFor: null,
  };
}

const saveSchema = versionedSchema.extend({ input: articleInputSchema });

export async function saveArticle(context: StaffContext, rawArguments: unknown): Promise<EditedArticle> {
  await requireStaff(context, 'content');
  const { id, version, input } = parseInput(saveSchema, rawArguments);
  return changeArticle(context, id, version, 'content', 'content-saved', async (current, transaction, staffId) => {
    await checkSlugFree(transaction, current.article.kind, input.slug, id);
    await checkTagsKnown(transaction, input.tags);
    const changes = await addRevision(transaction, current, revisionValues(input), staffId);
    return { ...changes, medicalReview: input.medicalReview };
  });
}

const restoreSchema = versionedSchema.extend({
  revisionId: z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid'),
});

/** Makes an earlier revision the working copy again, as a new revision (the history keeps everything). */
export async function restoreArticleRevision(context: StaffContext, rawArguments: unknown): Promise<EditedArticle> {
  const { id, version, revisionId } = parseInput(restoreSchema, rawArguments);
  return changeArticle(context, id, version, 'content', 'content-restored', async (current, transaction, staffId) => {
    const [earlier] = await transaction
      .select()
      .from(articleRevisions)
      .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, id)));
    if (!earlier) throw staffError('NOT_FOUND');
    await checkSlugFree(transaction, current.article.kind, earlier.slug, id);
    const { slug, title, summary, body, author, cover, tags: tagSlugs } = earlier;
    return addRevision(transaction, current, { slug, title, summary, body, author, cover, tags: tagSlugs }, staffId);
  });
}

// ——— The workflow ———

export async function submitArticle(context: StaffContext, rawArguments: unknown): Promise<EditedArticle> {
  const { id, version } = parseInput(versionedSchema, rawArguments);
  return changeArticle(context, id, version, 'content', 'content-submitted', async ({ article }) => {
    if (article.status !== 'draft') throw staffError('STAFF_STATE_INVALID');
    return { status: 'in_review' };
  });
}

const approveSchema = versionedSchema.extend({
  /** The name the page shows: "Reviewed by …"; kept for the member's next approval. */
  reviewerName: z.object({
    ar: z.string().trim().min(3, 'text_too_short').max(120, 'text_too_long'),
    en: z.string().trim().min(3, 'text_too_short').max(120, 'text_too_long'),
  }),
});

/** A medical reviewer approves the working copy of health content; the page will name them and the date. */
export async function approveArticle(
  context: StaffContext,
  rawArguments: unknown,
  rememberName: (context: { db: Transaction }, staffId: string, name: Localized) => Promise<void>,
): Promise<EditedArticle> {
  const { id, version, reviewerName } = parseInput(approveSchema, rawArguments);
  return changeArticle(
    context,
    id,
    version,
    'medical-review',
    'content-approved',
    async ({ article, working }, transaction, staffId) => {
      if (article.status !== 'in_review') throw staffError('STAFF_STATE_INVALID');
      await transaction
        .update(articleRevisions)
        .set({ approvedBy: staffId, approverName: reviewerName, approvedAt: new Date() })
        .where(eq(articleRevisions.id, working.id));
      await rememberName({ db: transaction }, staffId, reviewerName);
      return { status: 'approved' };
    },
  );
}

/** A medical reviewer sends the working copy back to its editors. */
export async function returnArticle(context: StaffContext, rawArguments: unknown): Promise<EditedArticle> {
  const { id, version } = parseInput(versionedSchema, rawArguments);
  return changeArticle(context, id, version, 'medical-review', 'content-returned', async ({ article }) => {
    if (article.status !== 'in_review') throw staffError('STAFF_STATE_INVALID');
    return { status: 'draft' };
  });
}

const publishSchema = versionedSchema.extend({
  /** When to publish; absent or past: now. */
  at: z.iso.datetime({ offset: true, error: 'date_invalid' }).nullish(),
});

/** A copy may go out when it was approved, or without approval when it is not health content. */
function ready({ article, working }: EditedArticle): boolean {
  if (article.status === 'published' && article.publishedRevisionId === working.id) return false;
  if (article.medicalReview) return article.status === 'approved' && working.approvedAt !== null;
  return ['draft', 'in_review', 'approved'].includes(article.status);
}

/** Publishes the working copy now, or schedules it (the scheduler publishes it when its time comes). */
export async function publishArticle(context: StaffContext, rawArguments: unknown): Promise<EditedArticle> {
  const { id, version, at } = parseInput(publishSchema, rawArguments);
  const when = at ? new Date(at) : null;
  const scheduled = when !== null && when.getTime() > Date.now();
  return changeArticle(
    context,
    id,
    version,
    'content',
    scheduled ? 'content-scheduled' : 'content-published',
    async (current, transaction) => {
      if (!ready(current)) {
        throw staffError(current.article.medicalReview ? 'STAFF_APPROVAL_REQUIRED' : 'STAFF_STATE_INVALID');
      }
      if (scheduled) return { status: 'scheduled', scheduledFor: when };
      return publishRevision(transaction, current.article, current.working, isoDay());
    },
  );
}

/** Takes the article off the site: its address answers 410 until it is published again. */
export async function unpublishArticle(context: StaffContext, rawArguments: unknown): Promise<EditedArticle> {
  const { id, version } = parseInput(versionedSchema, rawArguments);
  return changeArticle(context, id, version, 'content', 'content-unpublished', async ({ article }) => {
    if (!article.listed && article.status !== 'scheduled') throw staffError('STAFF_STATE_INVALID');
    return { listed: false, status: 'unpublished', scheduledFor: null };
  });
}

/** The scheduler's turn: every scheduled article whose time has come goes out. Returns their ids. */
export async function publishDueArticles(context: { db: Database }, now: Date): Promise<number[]> {
  return context.db.transaction(async (transaction) => {
    const due = await transaction
      .select()
      .from(articles)
      .where(and(eq(articles.status, 'scheduled'), lte(articles.scheduledFor, now)))
      .for('update', { skipLocked: true });
    for (const article of due) {
      const working = await revisionOf(transaction, article.workingRevisionId!);
      const values = await publishRevision(transaction, article, working, isoDay(article.scheduledFor ?? now));
      await transaction
        .update(articles)
        .set({ ...values, version: article.version + 1, updatedAt: new Date() })
        .where(eq(articles.id, article.id));
      await recordAudit(
        { db: transaction },
        {
          staffId: null,
          action: 'content-published',
          record: { kind: 'article', id: String(article.id) },
          ip: 'system',
        },
      );
    }
    return due.map((article) => article.id);
  });
}

// ——— Reading in the console ———

const listSchema = z.object({
  kind: z.enum(['blog', 'news'], { error: 'option_invalid' }),
  status: z
    .enum(['draft', 'in_review', 'approved', 'scheduled', 'published', 'unpublished'], { error: 'option_invalid' })
    .nullish(),
  search: z.string().trim().max(100, 'text_too_long').nullish(),
  ...pageFields(50, 20),
});

export interface EditedArticlePage {
  items: EditedArticle[];
  total: number;
}

/** The console's list of one kind: most recently changed first; a medical reviewer sees the same list. */
export async function listEditedArticles(context: StaffContext, rawArguments: unknown): Promise<EditedArticlePage> {
  await requireStaffWithAny(context, readers);
  const { kind, status, search, page, pageSize } = parseInput(listSchema, rawArguments);
  const where = and(
    eq(articles.kind, kind),
    status ? eq(articles.status, status) : undefined,
    matchesSearch(articles.searchText, search),
  );
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(pageSize)
      .offset(offsetOf({ page, pageSize })),
    context.db.select({ total: count() }).from(articles).where(where),
  ]);
  const workingIds = rows.map((row) => row.workingRevisionId!);
  const revisions = workingIds.length
    ? await context.db.select().from(articleRevisions).where(inArray(articleRevisions.id, workingIds))
    : [];
  const byId = new Map(revisions.map((revision) => [revision.id, revision]));
  return {
    items: rows.map((article) => ({ article, working: byId.get(article.workingRevisionId!)! })),
    total: total?.total ?? 0,
  };
}

const idSchema = z.object({ id: z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid') });

export async function findEditedArticle(context: StaffContext, rawArguments: unknown): Promise<EditedArticle | null> {
  await requireStaffWithAny(context, readers);
  const { id } = parseInput(idSchema, rawArguments);
  const [article] = await context.db.select().from(articles).where(eq(articles.id, id));
  if (!article) return null;
  return { article, working: await revisionOf(context.db, article.workingRevisionId!) };
}

/** Every revision of an article, newest first (for the history and restore). */
export async function listArticleRevisions(context: StaffContext, articleId: number): Promise<ArticleRevisionRow[]> {
  await requireStaffWithAny(context, readers);
  return context.db
    .select()
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.number));
}

/** Every tag, for the editor's choice. */
export async function listAllTags(context: StaffContext): Promise<{ slug: string; name: Localized }[]> {
  await requireStaffWithAny(context, readers);
  return context.db.select({ slug: tags.slug, name: tags.name }).from(tags).orderBy(asc(tags.slug));
}

// ——— The public side's addresses ———

export type ArticleAddress =
  { kind: 'current' } | { kind: 'moved'; slug: string } | { kind: 'gone' } | { kind: 'unknown' };

/** What an address of the blog or news answers: the page, a 301 to its new address, 410 or 404. */
export async function resolveArticleAddress(
  context: { db: Database },
  articleKind: ArticleKind,
  slug: string,
): Promise<ArticleAddress> {
  const [article] = await context.db
    .select({ listed: articles.listed, published: articles.publishedRevisionId, status: articles.status })
    .from(articles)
    .where(and(eq(articles.kind, articleKind), eq(articles.slug, slug)))
    .limit(1);
  if (article) {
    if (article.listed) return { kind: 'current' };
    return article.published !== null ? { kind: 'gone' } : { kind: 'unknown' };
  }
  const [moved] = await context.db
    .select({ slug: articles.slug, listed: articles.listed, published: articles.publishedRevisionId })
    .from(articleSlugRedirects)
    .innerJoin(articles, eq(articles.id, articleSlugRedirects.articleId))
    .where(and(eq(articleSlugRedirects.kind, articleKind), eq(articleSlugRedirects.slug, slug)))
    .limit(1);
  if (!moved) return { kind: 'unknown' };
  if (moved.listed) return { kind: 'moved', slug: moved.slug };
  return moved.published !== null ? { kind: 'gone' } : { kind: 'unknown' };
}

/**
 * An article that is already public elsewhere (the seed's content), written through the same steps as the
 * console's: created as a draft, then its first revision published with the date it carries.
 */
export async function importPublishedArticle(
  { db }: { db: Database },
  kind: ArticleKind,
  input: ArticleInput,
  publishedOn: string,
): Promise<number> {
  return db.transaction(async (transaction) => {
    const { article, working } = await insertArticle({ db: transaction }, kind, input, null);
    const values = await publishRevision(transaction, article, working, publishedOn);
    await transaction.update(articles).set(values).where(eq(articles.id, article.id));
    return article.id;
  });
}

// ——— Previews ———

const previewLifetimeMs = 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link for the working copy as the public page will show it, for an hour (both languages use it). */
export async function createArticlePreview(
  context: StaffContext,
  rawArguments: unknown,
): Promise<{ token: string; expiresAt: Date }> {
  const viewer = await requireStaffWithAny(context, readers);
  const { id } = parseInput(idSchema, rawArguments);
  const [article] = await context.db
    .select({ workingRevisionId: articles.workingRevisionId })
    .from(articles)
    .where(eq(articles.id, id));
  if (!article) throw staffError('NOT_FOUND');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + previewLifetimeMs);
  await context.db.delete(articlePreviews).where(lt(articlePreviews.expiresAt, new Date()));
  // The link shows the unpublished copy to whoever holds it, for an hour: who made it is in the trail.
  await context.db.transaction(async (transaction) => {
    await transaction
      .insert(articlePreviews)
      .values({ tokenHash: hashToken(token), articleId: id, revisionId: article.workingRevisionId!, expiresAt });
    await recordAudit(
      { db: transaction },
      {
        staffId: viewer.staffId,
        action: 'content-previewed',
        record: { kind: 'article', id: String(id) },
        ip: context.clientIp,
      },
    );
  });
  return { token, expiresAt };
}

/** The revision a live preview link shows, as the public page will; null once expired or unknown. */
export async function findArticlePreview(context: { db: Database }, token: string): Promise<Article | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [preview] = await context.db
    .select()
    .from(articlePreviews)
    .where(and(eq(articlePreviews.tokenHash, hashToken(token)), gt(articlePreviews.expiresAt, new Date())));
  if (!preview) return null;
  const [article] = await context.db.select().from(articles).where(eq(articles.id, preview.articleId));
  const revision = await revisionOf(context.db, preview.revisionId);
  const tagRows = revision.tags.length
    ? await context.db
        .select({ slug: tags.slug, name: tags.name })
        .from(tags)
        .where(inArray(tags.slug, revision.tags))
        .orderBy(asc(tags.slug))
    : [];
  return { id: article!.id, kind: article!.kind, ...publicCopyOf(article!, revision, isoDay()), tags: tagRows };
}
