import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import AssessmentsPage from './assessments';

describe('AssessmentsPage', () => {
  it('links the self-assessments privacy notice where it says nothing leaves the device', () => {
    renderPage(<AssessmentsPage />, { path: '/en/assessments' });
    expect(screen.getByRole('link', { name: 'How self-assessments treat your data' })).toHaveAttribute(
      'href',
      '/en/test-privacy',
    );
  });

  it('links it in Arabic too', () => {
    renderPage(<AssessmentsPage />, { path: '/assessments' });
    expect(screen.getByRole('link', { name: 'كيف تتعامل المقاييس الذاتية مع بياناتك' })).toHaveAttribute(
      'href',
      '/test-privacy',
    );
  });
});
