import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { LocationProbe } from '../../../testing/location-probe';
import { renderPage } from '../../../testing/render-page';
import { useApplicationDraft } from '../../../stores/application-draft';
import { SignOutDocument } from '../api/sign-out.generated';
import { SignOutButton } from './sign-out-button';

describe('SignOutButton', () => {
  it('signs out, forgets the unsaved application draft and goes to the sign-in page in the page language', async () => {
    useApplicationDraft.getState().keep('personal', { city: 'Riyadh' });
    expect(sessionStorage.getItem('sakina.application-draft')).toContain('Riyadh');
    const { user } = renderPage(
      <>
        <SignOutButton />
        <LocationProbe />
      </>,
      { path: '/auth/status', mocks: [{ request: { query: SignOutDocument }, result: { data: { signOut: true } } }] },
    );

    await user.click(screen.getByRole('button', { name: 'تسجيل الخروج' }));

    expect(await screen.findByText(/^\/auth\/login$/)).toBeInTheDocument();
    expect(sessionStorage.getItem('sakina.application-draft')).toBeNull();
    expect(useApplicationDraft.getState().drafts).toEqual({});
  });

  it('stays and says so when signing out fails', async () => {
    const { user } = renderPage(
      <>
        <SignOutButton />
        <LocationProbe />
      </>,
      {
        path: '/en/auth/application',
        mocks: [{ request: { query: SignOutDocument }, result: { errors: [new GraphQLError('Unexpected error.')] } }],
      },
    );

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you out. Please try again.');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/auth/application');
  });
});
