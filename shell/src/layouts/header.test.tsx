import { screen } from '@testing-library/react';
import { renderWithProviders } from '@sakina/shared/testing';
import shellAr from '../i18n/ar.json';
import shellEn from '../i18n/en.json';
import { Header } from './header';

const resources = { ar: { shell: shellAr }, en: { shell: shellEn } };

const menu = (container: HTMLElement) => container.querySelector('details')!;

describe('Header', () => {
  it("the phone's menu is a disclosure the browser opens, so it answers before the scripts run", async () => {
    const { container, user } = renderWithProviders(<Header />, { path: '/en/about', resources });
    expect(menu(container).open).toBe(false);
    await user.click(screen.getByText('Menu'));
    expect(menu(container).open).toBe(true);
  });

  it('a menu opened before hydration stays open once hydrated, and another page closes it', async () => {
    const server = renderWithProviders(<Header />, { path: '/en/about', resources });
    const html = server.container.innerHTML;
    server.unmount();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    // The tap before the scripts ran: the browser opened the details.
    menu(container).open = true;

    // React (in development) reports the attribute the tap added, and leaves it as the browser set it.
    const mismatch = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<Header />, { path: '/en/about', resources, container, hydrate: true });
    expect(menu(container).open).toBe(true);
    expect(mismatch.mock.calls.flat().join(' ')).toMatch(/-\s+open=""/);
    mismatch.mockRestore();

    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(menu(container).open).toBe(false);
  });
});
