import { screen, within } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import PrivacyPage from './privacy';
import TermsPage from './terms';
import TermsUpdatePage from './terms-update';

describe('legal pages', () => {
  it('gives the privacy notice a table of contents whose links reach every section heading', () => {
    renderPage(<PrivacyPage />, { path: '/en/privacy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent!);
    }
  });

  it('covers what PDPL asks a privacy notice to say', () => {
    renderPage(<PrivacyPage />, { path: '/en/privacy' });

    for (const heading of [
      'What we collect',
      'Why we use it',
      'Your health data',
      'How long we keep it',
      'Your rights',
      'How to use your rights',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/Correct data that is wrong/)).toBeInTheDocument();
    expect(screen.getByText(/deleted when we no longer need it/)).toBeInTheDocument();
    expect(screen.getByText(/We answer within 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/write to us at support@sakina.example or through the contact form/)).toBeInTheDocument();
    // How to use the rights without writing to anyone, and how long each kind of data is kept.
    expect(screen.getByText(/"Download my data" gives you at once a copy/)).toBeInTheDocument();
    expect(screen.getByText(/"Delete my account" asks for your password/)).toBeInTheDocument();
    expect(screen.getByText(/^Contact messages and requests for the corporate service: one year/)).toBeInTheDocument();
    expect(screen.getByText(/^Practitioner applications that are not accepted: 180 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@sakina.example' })).toHaveAttribute(
      'href',
      'mailto:support@sakina.example',
    );
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByText('November 28, 2026')).toHaveAttribute('datetime', '2026-11-28');
  });

  it('tells the rights and the retention periods in Arabic too', () => {
    renderPage(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByText(/يمنحك زر «تنزيل بياناتي» فورًا نسخة/)).toBeInTheDocument();
    expect(screen.getByText(/^طلبات انضمام المختصين غير المقبولة: 180 يومًا/)).toBeInTheDocument();
  });

  it('reads in Arabic, with the emergency number from the configuration in the terms', () => {
    renderPage(<TermsPage />, { path: '/terms', config: { emergencyNumber: '997' } });

    expect(screen.getByRole('heading', { level: 1, name: 'شروط الاستخدام' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'في هذه الصفحة' })).toBeInTheDocument();
    expect(screen.getByText(/فاتصل على 997 أو توجّه إلى أقرب قسم طوارئ/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اطّلع على ما تغيّر في آخر إصدار' })).toHaveAttribute(
      'href',
      '/terms/update',
    );
  });

  it('keeps a short page without a table of contents and links back to the full terms', () => {
    renderPage(<TermsUpdatePage />, { path: '/en/terms/update' });

    expect(screen.getByRole('heading', { level: 1, name: 'What changed in our terms' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full terms of use' })).toHaveAttribute('href', '/en/terms');
  });

  it('falls back to the contact form when no contact email is configured', () => {
    renderPage(<PrivacyPage />, { path: '/en/privacy', config: { contactEmail: '' } });
    expect(screen.getByText(/Questions about this page\? Use the/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
