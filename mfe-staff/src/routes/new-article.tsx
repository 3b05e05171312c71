import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../components/permission-gate';
import { StaffFrame } from '../components/staff-frame';
import { NewArticleEditor, useNewArticleKind } from '../features/articles/components/new-article-editor';
import { RichTextEditor } from '../features/publishing/rich-text-editor/rich-text-editor';

/** /staff/articles/new?kind=news: for editors, a new blog article or news item. */
export default function StaffNewArticlePage() {
  const { t } = useTranslation('staff');
  const kind = useNewArticleKind();
  return (
    <StaffFrame title={t(`articles.new.${kind}`)}>
      {(viewer) => (
        <PermissionGate viewer={viewer} permission="content">
          <NewArticleEditor BodyEditor={RichTextEditor} />
        </PermissionGate>
      )}
    </StaffFrame>
  );
}
