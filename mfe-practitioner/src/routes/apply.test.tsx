import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { registerMutation } from '../features/accounts/api/register';
import { LocationProbe } from '../testing/location-probe';
import { renderPage, type RenderPageOptions } from '../testing/render-page';
import ApplyPage from './apply';

const input = { email: 'sara@example.com', password: 'Sakina2024pass', passwordConfirmation: 'Sakina2024pass' };

function page(path: string, mocks: RenderPageOptions['mocks'] = []) {
  return renderPage(
    <>
      <ApplyPage />
      <LocationProbe />
    </>,
    { path, mocks },
  );
}

describe('ApplyPage', () => {
  it('ticks off the password rules while typing and refuses a weak password without sending it', async () => {
    const { user } = page('/en/auth/apply');

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sara@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'sakina');
    expect(screen.getByText('Password is weak')).toBeInTheDocument();
    expect(screen.getByText(/A lowercase English letter/).closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText(/An uppercase English letter/).closest('li')).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText(/^Confirm the password/), 'sakina');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'The password must be 8 to 30 characters long' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('sakina');
    await user.click(screen.getByRole('button', { name: 'Show the passwords', pressed: false }));
    expect(screen.getByRole('textbox', { name: /^Password/ })).toHaveValue('sakina');
    expect(screen.getByRole('button', { name: 'Show the passwords' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/auth/apply');
  });

  it('says when the confirmation does not match', async () => {
    const { user } = page('/en/auth/apply');

    await user.type(screen.getByRole('textbox', { name: /Email/ }), input.email);
    await user.type(screen.getByLabelText(/^Password/), input.password);
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Sakina2024pasS');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    expect(await screen.findByRole('link', { name: 'Password does not match' })).toBeInTheDocument();
    expect(screen.getByText('Password is strong')).toBeInTheDocument();
  });

  it('shows "The email already exists" beside the email when the API says so, in Arabic', async () => {
    const { user } = page('/auth/apply', [
      {
        request: { query: registerMutation, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Invalid input.', {
              extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'email', code: 'email_taken' }] },
            }),
          ],
        },
      },
    ]);

    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), input.email);
    await user.type(screen.getByLabelText(/^كلمة المرور/), input.password);
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور/), input.password);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));

    expect(await screen.findByRole('link', { name: 'البريد الإلكتروني مسجّل مسبقًا' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /البريد الإلكتروني/ })).toHaveAccessibleDescription(/مسجّل مسبقًا/);
  });

  it('goes on to the confirmation page once the account is created', async () => {
    const { user } = page('/en/auth/apply', [
      {
        request: { query: registerMutation, variables: { input } },
        result: {
          data: {
            register: {
              __typename: 'PendingConfirmation',
              email: input.email,
              purpose: 'CONFIRM_EMAIL',
              resendAvailableInSeconds: 60,
              expiresInSeconds: 600,
            },
          },
        },
      },
    ]);

    await user.type(screen.getByRole('textbox', { name: /Email/ }), input.email);
    await user.type(screen.getByLabelText(/^Password/), input.password);
    await user.type(screen.getByLabelText(/^Confirm the password/), input.password);
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    expect(await screen.findByText('/en/auth/email-confirmation')).toBeInTheDocument();
  });
});
