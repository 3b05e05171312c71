import { act, screen } from '@testing-library/react';
import { PendingPasswordResetDocument } from '../features/accounts/api/pending-password-reset.generated';
import { SetNewPasswordDocument } from '../features/accounts/api/set-new-password.generated';
import { LocationProbe } from '../testing/location-probe';
import { renderPage, type RenderPageOptions } from '../testing/render-page';
import NewPasswordPage from './new-password';

const email = 'sara@example.com';
const ready = {
  request: { query: PendingPasswordResetDocument },
  result: { data: { pendingPasswordReset: { __typename: 'PasswordReset', email } } },
};

function page(path: string, mocks: RenderPageOptions['mocks']) {
  return renderPage(
    <>
      <NewPasswordPage />
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

describe('NewPasswordPage', () => {
  it('applies the password rules, then shows the password-changed page and goes to sign in after 5 seconds', async () => {
    const onSend = jest.fn();
    const { user } = page('/en/auth/new-password', [
      ready,
      {
        request: {
          query: SetNewPasswordDocument,
          variables: { input: { password: 'Renewed2024pass', passwordConfirmation: 'Renewed2024pass' } },
        },
        result: () => {
          onSend();
          return { data: { setNewPassword: true } };
        },
      },
    ]);

    const password = await screen.findByLabelText(/^New password/);
    await user.type(password, 'qwerty123');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'qwerty123');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByRole('link', {
        name: 'This password has appeared in a data leak and is easy to guess: choose another',
      }),
    ).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'Renewed2024pass');
    await user.clear(screen.getByLabelText(/^Confirm the password/));
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Renewed2024pass');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(onSend).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/auth\/login$/);
  });

  it('asks for a code first when no reset code was confirmed in this browser', async () => {
    page('/auth/new-password', [
      { request: { query: PendingPasswordResetDocument }, result: { data: { pendingPasswordReset: null } } },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'أكّد الرمز أولًا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اطلب رمزًا' })).toHaveAttribute('href', '/auth/forget-password');
  });
});
