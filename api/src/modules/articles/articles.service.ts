import { and, asc, count, desc, eq, exists, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Localized, LocalizedList } from '../common/localized';
import { offsetOf, toPage, type Page, type PageRequest } from '../common/pagination';
import { matchesSearch } from '../common/search';
import { articles, articleTags, tags, type ArticleKind } from './articles.table';

export type ArticleSort = 'newest' | 'oldest';

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
  body: LocalizedList;
  publishedOn: string;
  tags: Tag[];
}

export interface ArticleFilter {
  kind: ArticleKind;
  search?: string | null;
  /** A tag slug. */
  tag?: string | null;
}

const { id, slug, kind, title, summary, body, publishedOn } = getTableColumns(articles);
const articleColumns = { id, slug, kind, title, summary, body, publishedOn };

const orders: Record<ArticleSort, SQL[]> = {
  newest: [desc(articles.publishedOn), desc(articles.id)],
  oldest: [asc(articles.publishedOn), asc(articles.id)],
};

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
  db: Database,
  filter: ArticleFilter,
  sort: ArticleSort,
  request: PageRequest,
): Promise<Page<Article>> {
  const where = and(
    eq(articles.kind, filter.kind),
    matchesSearch(articles.searchText, filter.search),
    filter.tag ? taggedWith(filter.tag) : undefined,
  );
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(where)
    .orderBy(...orders[sort])
    .limit(request.pageSize)
    .offset(offsetOf(request));
  return toPage(await withTags(db, rows), request, async () => {
    const [row] = await db.select({ total: count() }).from(articles).where(where);
    return row?.total ?? 0;
  });
}

export async function findArticle(
  db: Database,
  articleKind: ArticleKind,
  articleSlug: string,
): Promise<Article | null> {
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.kind, articleKind), eq(articles.slug, articleSlug)))
    .limit(1);
  return (await withTags(db, rows))[0] ?? null;
}

export async function latestArticle(db: Database, articleKind: ArticleKind): Promise<Article | null> {
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(eq(articles.kind, articleKind))
    .orderBy(...orders.newest)
    .limit(1);
  return (await withTags(db, rows))[0] ?? null;
}

/** Articles of the same kind that share at least one tag with `article`, newest first. */
export async function relatedArticles(db: Database, article: Article, limit: number): Promise<Article[]> {
  if (article.tags.length === 0) return [];
  const sharedTag = exists(
    sql`(select 1 from ${articleTags} inner join ${tags} on ${tags.id} = ${articleTags.tagId}
      where ${articleTags.articleId} = ${articles.id} and ${inArray(
        tags.slug,
        article.tags.map((tag) => tag.slug),
      )})`,
  );
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.kind, article.kind), ne(articles.id, article.id), sharedTag))
    .orderBy(...orders.newest)
    .limit(limit);
  return withTags(db, rows);
}

/** The tags used by at least one article of this kind. */
export async function listTags(db: Database, articleKind: ArticleKind): Promise<Tag[]> {
  return db
    .select({ slug: tags.slug, name: tags.name })
    .from(tags)
    .where(
      exists(
        sql`(select 1 from ${articleTags} inner join ${articles} on ${articles.id} = ${articleTags.articleId}
          where ${articleTags.tagId} = ${tags.id} and ${articles.kind} = ${articleKind})`,
      ),
    )
    .orderBy(asc(tags.slug));
}
