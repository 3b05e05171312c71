import { act, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SignInDocument } from '../features/accounts/api/sign-in.generated';
import { SignOutDocument } from '../features/accounts/api/sign-out.generated';
import { AccountViewerDocument } from '../features/accounts/api/viewer.generated';
import { LocationProbe } from '../testing/location-probe';
import { renderPage, type RenderPageOptions } from '../testing/render-page';
import LoginPage from './login';

const input = { email: 'sara@example.com', password: 'Sakina2024pass' };

const signedOut = { request: { query: AccountViewerDocument }, result: { data: { viewer: null } } };

function signIn(result: Record<string, unknown>) {
  return { request: { query: SignInDocument, variables: { input } }, result };
}

function signedIn(
  status: 'SIGNED_IN' | 'CONFIRMATION_REQUIRED',
  destination: 'APPLICATION' | 'STATUS' | null = 'APPLICATION',
) {
  return signIn({
    data: {
      signIn: {
        __typename: 'SignInPayload',
        status,
        destination: status === 'SIGNED_IN' ? destination : null,
        pendingConfirmation: status === 'SIGNED_IN' ? null : { __typename: 'PendingConfirmation', email: input.email },
      },
    },
  });
}

const refused = (extensions: Record<string, unknown>) =>
  signIn({ errors: [new GraphQLError('Refused', { extensions })] });

function page(path: string, mocks: RenderPageOptions['mocks']) {
  return renderPage(
    <>
      <LoginPage />
      <LocationProbe />
    </>,
    { path, mocks, userOptions: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } },
  );
}

async function fillAndSubmit(user: ReturnType<typeof page>['user'], english = true) {
  await user.type(await screen.findByRole('textbox', { name: english ? /Email/ : /البريد الإلكتروني/ }), input.email);
  await user.type(screen.getByLabelText(english ? /^Password/ : /^كلمة المرور/), input.password);
  await user.click(screen.getByRole('button', { name: english ? 'Sign in' : 'تسجيل الدخول' }));
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('LoginPage', () => {
  it('says only that the email or password is incorrect, and keeps what was typed', async () => {
    const { user } = page('/en/auth/login', [signedOut, refused({ code: 'APP_INVALID_CREDENTIALS' })]);

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue(input.email);
  });

  it('says "Unauthorized attempt" in Arabic when sign-in is rate limited', async () => {
    const { user } = page('/auth/login', [signedOut, refused({ code: 'RATE_LIMITED', retryAfterSeconds: 600 })]);

    await fillAndSubmit(user, false);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'محاولة غير مصرح بها: محاولات كثيرة. انتظر 10 دقائق ثم حاول مرة أخرى.',
    );
  });

  it('returns to the page that sent the visitor to sign in, 5 seconds after a success message', async () => {
    const { user } = page('/en/auth/login?returnTo=%2Fen%2Fauth%2Fstatus', [signedOut, signedIn('SIGNED_IN')]);

    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue now' })).toHaveAttribute('href', '/en/auth/status');
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('You will be taken there automatically in 1 second.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/auth\/status$/);
  });

  it('ignores a returnTo that leaves the site and goes to the status page once the application is submitted', async () => {
    const { user } = page('/en/auth/login?returnTo=%2F%2Fevil.example%2Fphish', [
      signedOut,
      signedIn('SIGNED_IN', 'STATUS'),
    ]);

    await fillAndSubmit(user);

    expect(await screen.findByRole('link', { name: 'Continue now' })).toHaveAttribute('href', '/en/auth/status');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/en//evil.example',
    '/\t/evil.example',
  ])('keeps the "Continue" link and the redirect on the site for returnTo=%j', async (returnTo) => {
    const { user } = page(`/en/auth/login?returnTo=${encodeURIComponent(returnTo)}`, [
      signedOut,
      signedIn('SIGNED_IN', 'STATUS'),
    ]);

    await fillAndSubmit(user);

    expect(await screen.findByRole('link', { name: 'Continue now' })).toHaveAttribute('href', '/en/auth/status');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/auth\/status$/);
  });

  it('takes an unconfirmed account to the confirmation page, keeping where to return', async () => {
    const { user } = page('/en/auth/login?returnTo=%2Fen%2Fauth%2Fstatus', [
      signedOut,
      signedIn('CONFIRMATION_REQUIRED'),
    ]);

    await fillAndSubmit(user);

    expect(await screen.findByText('/en/auth/email-confirmation?returnTo=%2Fen%2Fauth%2Fstatus')).toBeInTheDocument();
  });

  it('offers a signed-in visitor to continue or to sign out', async () => {
    const { user } = page('/en/auth/login?returnTo=%2Fen%2Fauth%2Fstatus', [
      {
        request: { query: AccountViewerDocument },
        result: {
          data: { viewer: { __typename: 'Viewer', id: 'account-1', email: input.email, emailConfirmed: true } },
        },
      },
      { request: { query: SignOutDocument }, result: { data: { signOut: true } } },
      signedOut,
    ]);

    expect(await screen.findByText(input.email)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to your application' })).toHaveAttribute(
      'href',
      '/en/auth/status',
    );

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
