import { localePath, useLocale } from '@sakina/shared/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConsoleTable } from '../../../components/console-table';
import type { ArticleRow } from '../api/get-articles';
import { formatDate } from '../../../components/console-dates';
import { ArticleStatusBadge } from './article-status-badge';

/** One row an article: its title in the page's language links to its page; status, on the site or not, last change. */
export function ArticleTable({ rows, caption }: { rows: ArticleRow[]; caption: string }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    <ConsoleTable
      caption={caption}
      columns={[t('articles.articleTitle'), t('articles.status'), t('articles.onTheSite'), t('articles.updatedAt')]}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row">
            <Link to={localePath(`/staff/articles/${row.id}`, locale)}>
              {row.working.title[locale] || t('articles.untitled')}
            </Link>
          </th>
          <td>
            <ArticleStatusBadge status={row.status} />
          </td>
          <td>{row.listed ? t('articles.listed') : t('articles.notListed')}</td>
          <td>{formatDate(row.updatedAt, locale)}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
