import { toSchemaEnum } from '@sakina/shared/graphql';
import { useLocalePath } from '@sakina/shared/navigation';
import { LinkButton, Pagination } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FilterLinks } from '../../../components/filter-links';
import { ListState } from '../../../components/list-parts';
import styles from '../../../components/staff.module.css';
import { articlesPageSize, useArticles } from '../api/get-articles';
import {
  articleKindParameters,
  articleListSearch,
  articlesFilterOf,
  articleStatusParameters,
  readArticleListQuery,
  type ArticleListQuery,
} from '../utils/article-list-query';
import { ArticleSearchForm } from './article-search-form';
import { ArticleTable } from './article-table';

/**
 * The blog's or the news' articles as the address asks (`?kind=news&status=draft&q=…&page=2`), most recently
 * changed first; editors (`canWrite`) get a link to write a new one.
 */
export function ArticleList({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('staff');
  const toLocale = useLocalePath();
  const [searchParams] = useSearchParams();
  const query = readArticleListQuery(searchParams);
  const { data, loading, error } = useArticles(articlesFilterOf(query));
  const page = data?.staffArticles;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / articlesPageSize)) : 1;
  const addressOf = (view: Partial<ArticleListQuery>) =>
    `${toLocale('/staff/articles')}${articleListSearch({ ...query, page: 1, ...view })}`;

  return (
    <>
      <FilterLinks
        label={t('articles.kinds')}
        links={articleKindParameters.map((kind) => ({
          key: kind,
          to: addressOf({ kind, status: null, search: '' }),
          label: t(`articleKinds.${kind}`),
          current: kind === query.kind,
        }))}
      />
      {canWrite ? (
        <p>
          <LinkButton to={`${toLocale('/staff/articles/new')}?kind=${query.kind}`} variant="accent">
            {t(`articles.new.${query.kind}`)}
          </LinkButton>
        </p>
      ) : null}
      <div className={styles.section}>
        <FilterLinks
          label={t('articles.statusFilter')}
          links={[null, ...articleStatusParameters].map((status) => ({
            key: status ?? 'all',
            to: addressOf({ status }),
            label: status ? t(`articleStatuses.${toSchemaEnum(status)}`) : t('common.all'),
            current: status === query.status,
          }))}
        />
        <ArticleSearchForm key={`${query.kind}:${query.search}`} query={query} />
      </div>
      <ListState
        loading={loading}
        error={error}
        count={page ? t('articles.count', { count: page.total }) : undefined}
      />
      {page && page.items.length > 0 ? (
        <ArticleTable rows={page.items} caption={t(`articles.caption.${query.kind}`)} />
      ) : null}
      {pageCount > 1 ? (
        <Pagination page={query.page} pageCount={pageCount} getHref={(target) => addressOf({ page: target })} />
      ) : null}
    </>
  );
}
