import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { renderWithProviders } from '@sakina/shared/testing';
import arCommon from './ar';
import enCommon from './en';
import legalEn from './en/legal.json';
import { withPageStrings } from './page-strings';

function TableOfContents() {
  const { t } = useTranslation('public');
  return <h2>{t('legal.toc')}</h2>;
}

const Page = withPageStrings(TableOfContents, 'legal');

describe('withPageStrings', () => {
  it('the strings every page loads leave out the groups that come with their pages', () => {
    expect(enCommon).not.toHaveProperty('legal');
    expect(arCommon).not.toHaveProperty('legal');
    expect(enCommon).toHaveProperty('pages');
  });

  it('adds its group to the namespace of the language shown, then renders the page', async () => {
    // Rendered in an awaited act: React retries a component that suspended on `use` from act's queue.
    await act(async () => {
      renderWithProviders(
        <Suspense fallback={<p>waiting</p>}>
          <Page />
        </Suspense>,
        { path: '/en/privacy', resources: { en: { public: enCommon } } },
      );
    });
    expect(await screen.findByRole('heading', { name: legalEn.legal.toc })).toBeInTheDocument();
  });
});
