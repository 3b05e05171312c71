import { screen, within } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import type { StaffRole } from '../types/api';
import { StaffFrame } from './staff-frame';

const member = (role: StaffRole, permissions: string[]) =>
  signedInAs({ email: 'member@sakina.example', role, permissions });

const frame = <StaffFrame title="Console">{() => <p>Page</p>}</StaffFrame>;

describe('StaffFrame', () => {
  it('opens the listings and the FAQ to an editor', async () => {
    renderPage(frame, { path: '/en/staff', mocks: [member('EDITOR', ['content', 'listings'])] });

    expect(await screen.findByText('Signed in as member@sakina.example (editor)')).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(navigation).getByRole('link', { name: 'Listings' })).toHaveAttribute('href', '/en/staff/listings');
    expect(within(navigation).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/en/staff/faq');
    expect(within(navigation).queryByRole('link', { name: 'Review queue' })).not.toBeInTheDocument();
  });

  it('shows a reviewer neither, in Arabic', async () => {
    renderPage(frame, { path: '/staff', mocks: [member('REVIEWER', ['applications'])] });

    const navigation = await screen.findByRole('navigation', { name: 'لوحة الفريق' });
    expect(await within(navigation).findByRole('link', { name: 'قائمة المراجعة' })).toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'قوائم الممارسين' })).not.toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'الأسئلة الشائعة' })).not.toBeInTheDocument();
  });

  it('shows each entry for its own permission only', async () => {
    renderPage(frame, { path: '/en/staff', mocks: [member('EDITOR', ['content'])] });

    const navigation = screen.getByRole('navigation', { name: 'Staff console' });
    expect(await within(navigation).findByRole('link', { name: 'FAQ' })).toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Listings' })).not.toBeInTheDocument();
  });

  it('opens the articles to editors and to medical reviewers, and to them alone of the content pages', async () => {
    const editor = renderPage(frame, { path: '/en/staff', mocks: [member('EDITOR', ['content', 'listings'])] });
    const editorNavigation = screen.getByRole('navigation', { name: 'Staff console' });
    expect(await within(editorNavigation).findByRole('link', { name: 'Articles' })).toHaveAttribute(
      'href',
      '/en/staff/articles',
    );
    editor.unmount();

    renderPage(frame, { path: '/staff', mocks: [member('MEDICAL_REVIEWER', ['medical-review'])] });
    const navigation = screen.getByRole('navigation', { name: 'لوحة الفريق' });
    expect(await within(navigation).findByRole('link', { name: 'المقالات' })).toHaveAttribute(
      'href',
      '/staff/articles',
    );
    // The articles, and the API tokens every member has.
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/staff/articles', '/staff/tokens']);
  });
});
