import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { DeleteMyAccountDocument } from '../features/accounts/api/delete-my-account.generated';
import { LocationProbe } from '../testing/location-probe';
import { renderPage, type RenderPageOptions } from '../testing/render-page';
import AccountDeletedPage from './account-deleted';
import DeleteAccountPage from './delete-account';

const password = 'Sakina2024pass';

const erase = (result: Record<string, unknown>) => ({
  request: { query: DeleteMyAccountDocument, variables: { input: { password } } },
  result,
});

function page(path: string, mocks: RenderPageOptions['mocks']) {
  return renderPage(
    <>
      <DeleteAccountPage />
      <LocationProbe />
    </>,
    { path, mocks },
  );
}

describe('DeleteAccountPage', () => {
  it('says the password is incorrect beside the field, and erases nothing', async () => {
    const { user } = page('/en/auth/delete-account', [
      erase({
        errors: [
          new GraphQLError('Refused', {
            extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'password', code: 'password_incorrect' }] },
          }),
        ],
      }),
    ]);
    await user.type(screen.getByLabelText(/^Password/), password);
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));

    expect(await screen.findAllByText('The password is incorrect')).not.toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/en/auth/delete-account');
  });

  it('asks for the password before sending anything, in Arabic', async () => {
    const { user } = page('/auth/delete-account', []);
    await user.click(screen.getByRole('button', { name: 'حذف حسابي نهائيًا' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).not.toHaveLength(0);
  });

  it('goes to the confirmation page once the account is erased', async () => {
    const { user } = page('/en/auth/delete-account', [erase({ data: { deleteMyAccount: true } })]);
    await user.type(screen.getByLabelText(/^Password/), password);
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('/en/auth/account-deleted')).toHaveAttribute('data-testid', 'location');
  });
});

describe('AccountDeletedPage', () => {
  it('says the account is gone and leads home, in both languages', () => {
    renderPage(<AccountDeletedPage />, { path: '/en/auth/account-deleted' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your account was deleted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('in Arabic', () => {
    renderPage(<AccountDeletedPage />, { path: '/auth/account-deleted' });
    expect(screen.getByRole('heading', { level: 1, name: 'حُذف حسابك' })).toBeInTheDocument();
  });
});
