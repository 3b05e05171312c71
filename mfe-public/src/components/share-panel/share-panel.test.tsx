import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@sakina/shared/testing';
import { ar, en } from '../../i18n';
import { SharePanel } from './share-panel';

const resources = { ar: { public: ar }, en: { public: en } };
const url = 'https://sakina.example/en/join-as-practitioner/psychologist';

function renderPanel(path = '/en/join-as-practitioner/psychologist') {
  return renderWithProviders(
    <SharePanel heading="Share with colleagues" url={url} title="Join as a psychologist" text="Sakina is hiring" />,
    { path, resources },
  );
}

function setNavigator(property: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, property, { value, configurable: true, writable: true });
}

describe('SharePanel', () => {
  afterEach(() => {
    setNavigator('share', undefined);
    setNavigator('clipboard', undefined);
  });

  it('without Web Share, copies the link and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator('share', undefined);
    const { user } = renderPanel();
    // After render: user-event puts its own clipboard on navigator when it is set up.
    setNavigator('clipboard', { writeText });

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('without Web Share, offers WhatsApp, X, LinkedIn and email links built from the page address', () => {
    setNavigator('share', undefined);
    renderPanel();

    const encoded = encodeURIComponent(url);
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toContain(encodeURIComponent(url));
    expect(screen.getByRole('link', { name: /^X/ }).getAttribute('href')).toContain(`url=${encoded}`);
    expect(screen.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toContain(`url=${encoded}`);
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('when copying is refused, shows the link to copy by hand', async () => {
    setNavigator('share', undefined);
    const { user } = renderPanel();
    setNavigator('clipboard', { writeText: jest.fn().mockRejectedValue(new Error('denied')) });

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByRole('status')).toHaveTextContent("We couldn't copy the link");
    expect(screen.getByRole('textbox', { name: 'Link to this page' })).toHaveValue(url);
  });

  it('with Web Share, hands the page to the browser instead', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    const { user } = renderPanel();

    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({ url, title: 'Join as a psychologist', text: 'Sakina is hiring' });
  });

  it('keeps the share button when the visitor closes the share sheet, and falls back when sharing fails', async () => {
    const share = jest.fn().mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    share.mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError'));
    setNavigator('share', share);
    const { user } = renderPanel();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument());
  });

  it('speaks Arabic on Arabic pages', () => {
    setNavigator('share', undefined);
    renderPanel('/join-as-practitioner/psychologist');
    expect(screen.getByRole('button', { name: 'نسخ الرابط' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /واتساب/ })).toBeInTheDocument();
  });
});
