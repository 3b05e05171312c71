import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PermissionGate } from '../components/permission-gate';
import { StaffFrame } from '../components/staff-frame';
import { ArticleEditor } from '../features/articles/components/article-editor';
import { RichTextEditor } from '../features/publishing/rich-text-editor/rich-text-editor';

/** /staff/articles/:articleId: an article's form, review, publishing and revisions (editors, medical reviewers). */
export default function StaffArticlePage() {
  const { t } = useTranslation('staff');
  const { articleId = '' } = useParams();
  return (
    <StaffFrame title={t('articles.editTitle')}>
      {(viewer) => (
        <PermissionGate viewer={viewer} permission={['content', 'medical-review']}>
          <ArticleEditor articleId={articleId} permissions={viewer.permissions} BodyEditor={RichTextEditor} />
        </PermissionGate>
      )}
    </StaffFrame>
  );
}
