import { screen, within } from '@testing-library/react';
import { RegisterDocument } from '../features/accounts/api/register.generated';
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
  it('ticks off the length rule while typing and refuses a short password without sending it', async () => {
    const { user } = page('/en/auth/apply');

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sara@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'sakina');
    expect(screen.getByText('Password is weak')).toBeInTheDocument();
    expect(screen.getByText(/^8 to 128 characters/).closest('li')).toHaveAttribute('data-met', 'false');
    expect(screen.getByText('Passwords that appeared in known data leaks are refused.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Confirm the password/), 'sakina');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'The password must be 8 to 128 characters long' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('sakina');
    await user.click(screen.getByRole('button', { name: 'Show the passwords', pressed: false }));
    expect(screen.getByRole('textbox', { name: /^Password/ })).toHaveValue('sakina');
    expect(screen.getByRole('button', { name: 'Show the passwords' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/auth/apply');

    await user.type(screen.getByLabelText(/^Password/), ' sakina');
    expect(screen.getByText(/^8 to 128 characters/).closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('Password is strong')).toBeInTheDocument();
  });

  it('accepts a password in Arabic letters with no other kind of character', async () => {
    const { user } = page('/auth/apply');

    await user.type(screen.getByLabelText(/^كلمة المرور/), 'سكينة هادئة');
    expect(screen.getByText(/^من 8 إلى 128 حرفًا/).closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('كلمة المرور مقبولة')).toBeInTheDocument();
  });

  it('refuses a password from a known data leak, in Arabic, without sending it', async () => {
    const { user } = page('/auth/apply');

    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), input.email);
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'Password123');
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'Password123');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));

    expect(
      await screen.findByRole('link', {
        name: 'ظهرت كلمة المرور هذه في تسريب بيانات ويسهل تخمينها: اختر كلمة مرور أخرى',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^كلمة المرور/)).toHaveValue('Password123');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/apply');
  });

  it('never calls a password acceptable that the form refuses: a leaked one, or a plain sequence', async () => {
    const { user } = page('/en/auth/apply');

    await user.type(screen.getByRole('textbox', { name: /Email/ }), input.email);
    await user.type(screen.getByLabelText(/^Password/), 'password123');
    expect(await screen.findByText('This password appeared in a data leak: choose another')).toBeInTheDocument();
    expect(screen.queryByText('Password is acceptable')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm the password/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(
      await screen.findByRole('link', {
        name: 'This password has appeared in a data leak and is easy to guess: choose another',
      }),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'qwertyuio');
    expect(screen.getByText(/^Not only spaces/).closest('li')).toHaveAttribute('data-met', 'false');
    expect(screen.getByText('Password is weak')).toBeInTheDocument();
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

  // The API answers a taken address exactly like a new one (and mails its owner), so the page has one way on.
  it('goes on to the confirmation page once the registration is sent', async () => {
    const { user } = page('/en/auth/apply', [
      {
        request: { query: RegisterDocument, variables: { input } },
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
