import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ArticlePreviewDocument } from '../features/articles/api/get-article-preview.generated';
import { detailOf, summaryOf, typedDetail } from '../features/articles/testing/article-fixtures';
import { renderPage } from '../testing/render-page';
import ArticlePreviewPage from './article-preview';

const draft = summaryOf('draft-on-sleep', { en: 'A draft on sleep', ar: 'مسودة عن النوم' }, '2026-11-26');

function previewMock(token: string, found: boolean) {
  return {
    request: { query: ArticlePreviewDocument, variables: { token } },
    result: { data: { articlePreview: found ? { ...typedDetail(detailOf(draft)), kind: 'BLOG' } : null } },
  };
}

const renderPreview = (path: string, mocks: ReturnType<typeof previewMock>[]) =>
  renderPage(
    <Routes>
      <Route path="/en/preview/article/:token" element={<ArticlePreviewPage />} />
    </Routes>,
    { path, mocks },
  );

describe('ArticlePreviewPage', () => {
  it('shows the unpublished copy as its public page, marked as a preview', async () => {
    renderPreview('/en/preview/article/abc', [previewMock('abc', true)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'A draft on sleep' })).toBeInTheDocument();
    expect(screen.getByText('Preview: this copy is not published yet')).toBeInTheDocument();
    expect(screen.getByText('First paragraph of A draft on sleep.')).toBeInTheDocument();
  });

  it('says an expired link has expired', async () => {
    renderPreview('/en/preview/article/old', [previewMock('old', false)]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This preview link has expired. Make a new one in the staff console.',
      }),
    ).toBeInTheDocument();
  });
});
