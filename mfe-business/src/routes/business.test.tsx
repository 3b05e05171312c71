import { renderWithProviders } from '@sakina/shared/testing';
import { screen, within } from '@testing-library/react';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import BusinessPage from './business';

const resources = { ar: { business: ar }, en: { business: en } };

describe('BusinessPage', () => {
  it('presents the corporate service in English and leads to the request form under /en', () => {
    renderWithProviders(<BusinessPage />, { path: '/en/business', resources });

    expect(screen.getByRole('heading', { level: 1, name: 'Mental health for your company' })).toBeInTheDocument();
    const offerings = screen.getByRole('region', { name: 'What we offer your organisation' });
    expect(
      within(offerings)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Employee discounts',
      'Awareness lectures',
      'Programmes',
      'Work environment surveys',
      'Health assessments',
      'Periodic reports',
    ]);
    expect(within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(screen.getByRole('region', { name: "Your employees' privacy comes first" })).getByText(
        'You receive aggregated reports only: totals and trends for the whole organisation, without names.',
      ),
    ).toBeInTheDocument();
    const calls = screen.getAllByRole('link', { name: 'Request the service' });
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call).toHaveAttribute('href', '/en/business/register');
  });

  it('presents it in Arabic at the bare path', () => {
    renderWithProviders(<BusinessPage />, { path: '/business', resources });

    expect(screen.getByRole('heading', { level: 1, name: 'الصحة النفسية لشركتك' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'خصوصية موظفيكم أولًا' })).toBeInTheDocument();
    for (const call of screen.getAllByRole('link', { name: 'اطلب الخدمة' })) {
      expect(call).toHaveAttribute('href', '/business/register');
    }
  });
});
