import { act, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { CodePurpose } from '@sakina/shared/graphql';
import { ConfirmCodeDocument } from '../features/accounts/api/confirm-code.generated';
import { PendingConfirmationDocument } from '../features/accounts/api/pending-confirmation.generated';
import { ResendCodeDocument } from '../features/accounts/api/resend-code.generated';
import { LocationProbe } from '../testing/location-probe';
import { renderPage, type RenderPageOptions } from '../testing/render-page';
import EmailConfirmationPage from './email-confirmation';

const email = 'sara@example.com';

function pending(purpose: CodePurpose = 'CONFIRM_EMAIL', resendAvailableInSeconds = 60) {
  return {
    request: { query: PendingConfirmationDocument },
    result: {
      data: {
        pendingConfirmation: {
          __typename: 'PendingConfirmation',
          email,
          purpose,
          resendAvailableInSeconds,
          expiresInSeconds: 600,
        },
      },
    },
  };
}

function confirmed(code: string, purpose: CodePurpose = 'CONFIRM_EMAIL') {
  return {
    request: { query: ConfirmCodeDocument, variables: { input: { code } } },
    result: {
      data: {
        confirmCode: {
          __typename: 'CodeConfirmation',
          purpose,
          destination: purpose === 'CONFIRM_EMAIL' ? 'APPLICATION' : null,
        },
      },
    },
  };
}

function refused(code: string, fieldCode: string) {
  return {
    request: { query: ConfirmCodeDocument, variables: { input: { code } } },
    result: {
      errors: [
        new GraphQLError('Invalid input.', {
          extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'code', code: fieldCode }] },
        }),
      ],
    },
  };
}

function page(path: string, mocks: RenderPageOptions['mocks']) {
  return renderPage(
    <>
      <EmailConfirmationPage />
      <LocationProbe />
    </>,
    { path, mocks, userOptions: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } },
  );
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('EmailConfirmationPage', () => {
  it('says a wrong code is incorrect, then confirms the right one and moves on after a visible 5-second countdown', async () => {
    const { user } = page('/en/auth/email-confirmation', [
      pending(),
      refused('111111', 'code_incorrect'),
      confirmed('123456'),
    ]);

    expect(await screen.findByText(email)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Confirmation code/ });
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'The code is incorrect, please check again.' })).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/The code is incorrect/);

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your registration is complete' })).toHaveFocus();
    expect(screen.getByText('You will be taken there automatically in 5 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your application now' })).toHaveAttribute(
      'href',
      '/en/auth/application',
    );
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('You will be taken there automatically in 3 seconds.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/auth/email-confirmation');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/auth\/application$/);
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
    const { user } = page(`/en/auth/email-confirmation?returnTo=${encodeURIComponent(returnTo)}`, [
      pending(),
      confirmed('123456'),
    ]);

    await user.type(await screen.findByRole('textbox', { name: /Confirmation code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('link', { name: 'Go to your application now' })).toHaveAttribute(
      'href',
      '/en/auth/application',
    );
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/auth\/application$/);
  });

  it('works in Arabic and accepts a code typed with Arabic-Indic digits', async () => {
    const { user } = page('/auth/email-confirmation', [pending(), confirmed('123456')]);

    await user.type(await screen.findByRole('textbox', { name: /رمز التأكيد/ }), '١٢٣٤٥٦');
    expect(screen.getByRole('heading', { level: 1, name: 'أكّد بريدك الإلكتروني' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تأكيد' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'اكتمل تسجيلك' })).toBeInTheDocument();
    expect(screen.getByText('سننقلك تلقائيًا خلال 5 ثوانٍ.')).toBeInTheDocument();
  });

  it('keeps the resend button disabled with a countdown for 60 seconds, then sends a new code', async () => {
    const { user } = page('/en/auth/email-confirmation', [
      pending(),
      {
        request: { query: ResendCodeDocument },
        result: {
          data: {
            resendCode: {
              __typename: 'PendingConfirmation',
              email,
              resendAvailableInSeconds: 60,
              expiresInSeconds: 600,
            },
          },
        },
      },
    ]);

    const resend = await screen.findByRole('button', { name: 'Send a new code' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 60 seconds.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByText('You can ask for a new code in 1 second.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(resend).toBeEnabled();

    await user.click(resend);

    expect(await screen.findByText(/We sent a new code to/)).toHaveTextContent(
      `We sent a new code to ${email}. The earlier code no longer works.`,
    );
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 60 seconds.')).toBeInTheDocument();
  });

  it('takes a confirmed reset code straight to the new password page', async () => {
    const { user } = page('/en/auth/email-confirmation', [
      pending('RESET_PASSWORD'),
      confirmed('654321', 'RESET_PASSWORD'),
    ]);

    expect(await screen.findByText(/to set a new password/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Confirmation code/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(/^\/en\/auth\/new-password$/)).toBeInTheDocument();
  });

  it('offers to sign in when no code is waiting', async () => {
    page('/en/auth/email-confirmation', [
      { request: { query: PendingConfirmationDocument }, result: { data: { pendingConfirmation: null } } },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'No code is waiting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/auth/login');
  });
});
