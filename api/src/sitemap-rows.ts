import type { Database } from './db/client';
import { listArticleAddresses } from './modules/articles/articles.service';
import { listFaqCategorySlugs } from './modules/faq/faq.service';
import { listPractitionerIds } from './modules/practitioners/practitioners.service';

/** One page of a route with parameters: its values (or the row's id) and, where known, when it last changed. */
export interface SitemapRow {
  parameters: Record<string, string>;
  lastModified?: string;
}

/**
 * The database rows behind each listed page with parameters, by the page's key in the route table. A row's `id`
 * parameter is filled into the route's `parameterFormats` ('practitioner_{id}') by the sitemap.
 */
export async function sitemapRows(db: Database): Promise<Record<string, SitemapRow[]>> {
  const [articleRows, practitionerIds, categorySlugs] = await Promise.all([
    listArticleAddresses({ db }),
    listPractitionerIds({ db }),
    listFaqCategorySlugs({ db }),
  ]);
  const articlesOf = (kind: 'blog' | 'news') =>
    articleRows
      .filter((article) => article.kind === kind)
      .map((article) => ({ parameters: { id: article.slug }, lastModified: article.publishedOn }));
  return {
    'blog-article': articlesOf('blog'),
    'news-article': articlesOf('news'),
    'faq-category': categorySlugs.map((slug) => ({ parameters: { catId: slug } })),
    practitioner: practitionerIds.map((id) => ({ parameters: { id: String(id) } })),
  };
}
