import { act, screen } from '@testing-library/react';
import { RequestPasswordResetDocument } from '../features/accounts/api/request-password-reset.generated';
import { LocationProbe } from '../testing/location-probe';
import { renderPage, type RenderPageOptions } from '../testing/render-page';
import ForgetPasswordPage from './forget-password';

const email = 'sara@example.com';

function page(path: string, mocks: RenderPageOptions['mocks']) {
  return renderPage(
    <>
      <ForgetPasswordPage />
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

describe('ForgetPasswordPage', () => {
  it('tells the visitor the code was sent, then takes them to enter it after 5 seconds (Arabic)', async () => {
    const { user } = page('/auth/forget-password', [
      {
        request: { query: RequestPasswordResetDocument, variables: { input: { email } } },
        result: {
          data: {
            requestPasswordReset: {
              __typename: 'PendingConfirmation',
              email,
              purpose: 'RESET_PASSWORD',
              resendAvailableInSeconds: 60,
              expiresInSeconds: 600,
            },
          },
        },
      },
    ]);

    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), email);
    await user.click(screen.getByRole('button', { name: 'أرسل الرمز' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'تحقق من بريدك الإلكتروني' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'أدخل الرمز الآن' })).toHaveAttribute('href', '/auth/email-confirmation');
    expect(screen.getByText('سننقلك تلقائيًا خلال 5 ثوانٍ.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/email-confirmation$/);
  });
});
