import { normalizeForSearch } from '@sakina/shared/validation';
import { and, asc, count, desc, eq, exists, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Localized, LocalizedRichText } from '../common/localized';
import { offsetOf, toPage, type Page, type PageRequest } from '../common/pagination';
import { matchesSearch } from '../common/search';
import { articles, articleTags, tags, type ArticleCover, type ArticleKind } from './articles.table';

/** `relevance`: best match of the search first (newest first without a search). */
export type ArticleSort = 'relevance' | 'newest' | 'oldest';

export interface Tag {
  slug: string;
  name: Localized;
}

export interface Article {
  id: number;
  slug: string;
  kind: ArticleKind;
  title: Localized;
  summary: Localized;
  body: LocalizedRichText;
  publishedOn: string;
  author: Localized | null;
  cover: ArticleCover | null;
  /** The medical reviewer's name and the day they approved the published copy. */
  reviewedBy: Localized | null;
  reviewedOn: string | null;
  tags: Tag[];
}

export interface ArticleFilter {
  kind: ArticleKind;
  search?: string | null;
  /** A tag slug. */
  tag?: string | null;
}

const { id, slug, kind, title, summary, body, publishedOn, author, cover, reviewedBy, reviewedOn } =
  getTableColumns(articles);
const articleColumns = { id, slug, kind, title, summary, body, publishedOn, author, cover, reviewedBy, reviewedOn };

const orders: Record<Exclude<ArticleSort, 'relevance'>, SQL[]> = {
  newest: [desc(articles.publishedOn), desc(articles.id)],
  oldest: [asc(articles.publishedOn), asc(articles.id)],
};

/**
 * The order of a list. By relevance: full-text rank of the search's words, a match in the title counting most
 * (the folded text's first `|` part), then how closely the text holds words the query only begins
 * (trigram word similarity), newest first among equals. Query and text are folded alike (normalizeForSearch).
 */
function orderOf(sort: ArticleSort, search: string | null | undefined): SQL[] {
  const query = normalizeForSearch(search ?? '');
  if (sort !== 'relevance' || query === '') return orders[sort === 'relevance' ? 'newest' : sort];
  const text = articles.searchText;
  const document = sql`setweight(to_tsvector('simple', split_part(${text}, '|', 1)), 'A') || to_tsvector('simple', ${text})`;
  return [
    desc(sql`ts_rank(${document}, plainto_tsquery('simple', ${query}))`),
    desc(sql`word_similarity(${query}, ${text})`),
    ...orders.newest,
  ];
}

/** Adds each article's tags with one query for the whole list. */
async function withTags(db: Database, rows: Omit<Article, 'tags'>[]): Promise<Article[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ articleId: articleTags.articleId, slug: tags.slug, name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(
      inArray(
        articleTags.articleId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(tags.slug));
  return rows.map((row) => ({
    ...row,
    tags: links.filter((link) => link.articleId === row.id).map(({ slug: tagSlug, name }) => ({ slug: tagSlug, name })),
  }));
}

function taggedWith(tagSlug: string): SQL {
  return exists(
    sql`(select 1 from ${articleTags} inner join ${tags} on ${tags.id} = ${articleTags.tagId}
      where ${articleTags.articleId} = ${articles.id} and ${tags.slug} = ${tagSlug})`,
  );
}

export async function listArticles(
  { db }: { db: Database },
  filter: ArticleFilter,
  sort: ArticleSort,
  request: PageRequest,
): Promise<Page<Article>> {
  const where = and(
    eq(articles.listed, true),
    eq(articles.kind, filter.kind),
    matchesSearch(articles.searchText, filter.search),
    filter.tag ? taggedWith(filter.tag) : undefined,
  );
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(where)
    .orderBy(...orderOf(sort, filter.search))
    .limit(request.pageSize)
    .offset(offsetOf(request));
  return toPage(await withTags(db, rows), request, async () => {
    const [row] = await db.select({ total: count() }).from(articles).where(where);
    return row?.total ?? 0;
  });
}

export async function findArticle(
  { db }: { db: Database },
  articleKind: ArticleKind,
  articleSlug: string,
): Promise<Article | null> {
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.listed, true), eq(articles.kind, articleKind), eq(articles.slug, articleSlug)))
    .limit(1);
  return (await withTags(db, rows))[0] ?? null;
}

export async function latestArticle({ db }: { db: Database }, articleKind: ArticleKind): Promise<Article | null> {
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.listed, true), eq(articles.kind, articleKind)))
    .orderBy(...orders.newest)
    .limit(1);
  return (await withTags(db, rows))[0] ?? null;
}

export interface RelatedRequest {
  articleId: number;
  limit: number;
}

interface RelatedRow extends Record<string, unknown> {
  source_id: number;
  max_count: number;
  id: number;
  slug: string;
  kind: ArticleKind;
  title: Localized;
  summary: Localized;
  body: LocalizedRichText;
  published_on: string;
  author: Localized | null;
  cover: ArticleCover | null;
  reviewed_by: Localized | null;
  reviewed_on: string | null;
}

export const relatedKey = ({ articleId, limit }: RelatedRequest) => `${articleId}:${limit}`;

/**
 * For each requested article, the articles of the same kind sharing at least one tag with it, newest first,
 * `limit` of them: two queries for any number of articles (a list of 50 costs what one does).
 */
export async function relatedArticlesOf(
  { db }: { db: Database },
  requests: RelatedRequest[],
): Promise<Map<string, Article[]>> {
  const related = new Map<string, Article[]>(requests.map((request) => [relatedKey(request), []]));
  if (requests.length === 0) return related;
  const list = (values: number[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const result = await db.execute<RelatedRow>(sql`
    select wanted.source_id, wanted.max_count, found.id, found.slug, found.kind, found.title, found.summary,
      found.body, found.published_on::text as published_on, found.author, found.cover, found.reviewed_by,
      found.reviewed_on::text as reviewed_on
    from unnest(array[${list(requests.map((request) => request.articleId))}]::int[],
      array[${list(requests.map((request) => request.limit))}]::int[]) as wanted(source_id, max_count)
    inner join ${articles} source on source.id = wanted.source_id
    cross join lateral (
      select candidate.* from ${articles} candidate
      where candidate.listed and candidate.kind = source.kind and candidate.id <> source.id and exists (
        select 1 from ${articleTags} mine inner join ${articleTags} theirs on theirs.tag_id = mine.tag_id
        where mine.article_id = source.id and theirs.article_id = candidate.id)
      order by candidate.published_on desc, candidate.id desc
      limit wanted.max_count
    ) found
    order by wanted.source_id, found.published_on desc, found.id desc`);
  // Both drivers answer with { rows }.
  const { rows } = result as unknown as { rows: RelatedRow[] };
  const tagged = await withTags(
    db,
    [...new Map(rows.map((row) => [row.id, row])).values()].map((row) => ({
      id: row.id,
      slug: row.slug,
      kind: row.kind,
      title: row.title,
      summary: row.summary,
      body: row.body,
      publishedOn: row.published_on,
      author: row.author,
      cover: row.cover,
      reviewedBy: row.reviewed_by,
      reviewedOn: row.reviewed_on,
    })),
  );
  const byId = new Map(tagged.map((article) => [article.id, article]));
  for (const row of rows) {
    related.get(relatedKey({ articleId: row.source_id, limit: row.max_count }))?.push(byId.get(row.id)!);
  }
  return related;
}

/** The tags used by at least one article of this kind. */
export async function listTags({ db }: { db: Database }, articleKind: ArticleKind): Promise<Tag[]> {
  return db
    .select({ slug: tags.slug, name: tags.name })
    .from(tags)
    .where(
      exists(
        sql`(select 1 from ${articleTags} inner join ${articles} on ${articles.id} = ${articleTags.articleId}
          where ${articleTags.tagId} = ${tags.id} and ${articles.listed} and ${articles.kind} = ${articleKind})`,
      ),
    )
    .orderBy(asc(tags.slug));
}

/** Every article's address and date, newest first: the sitemap's rows. */
export function listArticleAddresses({
  db,
}: {
  db: Database;
}): Promise<{ slug: string; kind: ArticleKind; publishedOn: string }[]> {
  return db
    .select({ slug: articles.slug, kind: articles.kind, publishedOn: articles.publishedOn })
    .from(articles)
    .where(eq(articles.listed, true))
    .orderBy(desc(articles.publishedOn), desc(articles.id));
}
