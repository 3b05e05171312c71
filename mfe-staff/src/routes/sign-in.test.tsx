import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { StaffViewer } from '../api/get-staff-viewer';
import { staffSignInMutation } from '../features/authentication/api/sign-in';
import { refused } from '../testing/refused';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import StaffSignInPage from './sign-in';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const input = { email: 'reviewer@sakina.example', password: 'correct horse battery', code: '123456' };
const viewer: StaffViewer = {
  id: 'staff-1',
  email: input.email,
  role: 'REVIEWER',
  permissions: ['applications'],
  apiTokenScopes: ['REVIEW_READ', 'REVIEW_DECIDE'],
};

describe('StaffSignInPage', () => {
  it('asks for each missing part in English and sends nothing', async () => {
    const { user } = renderPage(<StaffSignInPage />, { path: '/en/staff/sign-in' });

    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Enter the code of your authenticator app or a recovery code.')).toBeInTheDocument();
  });

  it('says the credentials are wrong in Arabic, keeps the email and password, and clears the used code', async () => {
    const { user } = renderPage(<StaffSignInPage />, {
      path: '/staff/sign-in',
      mocks: [
        {
          request: { query: staffSignInMutation, variables: { input } },
          result: refused('STAFF_INVALID_CREDENTIALS'),
        },
      ],
    });

    await user.type(screen.getByRole('textbox', { name: /^البريد الإلكتروني/ }), input.email);
    await user.type(screen.getByLabelText(/^كلمة المرور/), input.password);
    await user.type(screen.getByRole('textbox', { name: /رمز تطبيق المصادقة/ }), input.code);
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('البريد الإلكتروني أو كلمة المرور أو الرمز غير صحيح.');
    expect(screen.getByRole('textbox', { name: /^البريد الإلكتروني/ })).toHaveValue(input.email);
    expect(screen.getByLabelText(/^كلمة المرور/)).toHaveValue(input.password);
    expect(screen.getByRole('textbox', { name: /رمز تطبيق المصادقة/ })).toHaveValue('');
  });

  it('signs in with the password and the code, then goes back to the console page asked for', async () => {
    const { user } = renderPage(
      <>
        <StaffSignInPage />
        <LocationProbe />
      </>,
      {
        path: '/en/staff/sign-in?returnTo=%2Fen%2Fstaff%2Finbox',
        mocks: [
          { request: { query: staffSignInMutation, variables: { input } }, result: { data: { staffSignIn: viewer } } },
          signedInAs(viewer),
        ],
      },
    );

    await user.type(screen.getByRole('textbox', { name: /^Email/ }), input.email);
    await user.type(screen.getByLabelText(/^Password/), input.password);
    await user.type(screen.getByRole('textbox', { name: /Authenticator code/ }), input.code);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/staff/inbox'));
  });

  it('never returns to a page outside the console', async () => {
    const { user } = renderPage(
      <>
        <StaffSignInPage />
        <LocationProbe />
      </>,
      {
        path: '/staff/sign-in?returnTo=%2Fauth%2Fstatus',
        mocks: [
          { request: { query: staffSignInMutation, variables: { input } }, result: { data: { staffSignIn: viewer } } },
          signedInAs(viewer),
        ],
      },
    );

    await user.type(screen.getByRole('textbox', { name: /^البريد الإلكتروني/ }), input.email);
    await user.type(screen.getByLabelText(/^كلمة المرور/), input.password);
    await user.type(screen.getByRole('textbox', { name: /رمز تطبيق المصادقة/ }), input.code);
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/));
  });
});
