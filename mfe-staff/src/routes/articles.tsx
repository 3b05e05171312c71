import { useTranslation } from 'react-i18next';
import { hasPermission, PermissionGate } from '../components/permission-gate';
import { StaffFrame } from '../components/staff-frame';
import { ArticleList } from '../features/articles/components/article-list';

const readers = ['content', 'medical-review'];

/** /staff/articles?kind=news&status=draft&q=…&page=2: for editors and medical reviewers, the blog and the news. */
export default function StaffArticlesPage() {
  const { t } = useTranslation('staff');
  return (
    <StaffFrame title={t('articles.title')}>
      {(viewer) => (
        <PermissionGate viewer={viewer} permission={readers}>
          <ArticleList canWrite={hasPermission(viewer, 'content')} />
        </PermissionGate>
      )}
    </StaffFrame>
  );
}
