import { screen, within } from '@testing-library/react';
import { StaffConsoleCreateApiTokenDocument } from '../features/api-tokens/api/create-api-token.generated';
import { StaffConsoleApiTokensDocument } from '../features/api-tokens/api/get-api-tokens.generated';
import type { StaffApiToken } from '../features/api-tokens/api/get-api-tokens';
import { StaffConsoleRevokeApiTokenDocument } from '../features/api-tokens/api/revoke-api-token.generated';
import { refused } from '../testing/refused';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import StaffTokensPage from './tokens';

const reviewerMock = signedInAs({ email: 'reviewer@sakina.example', role: 'REVIEWER', permissions: ['applications'] });

const laptop: StaffApiToken = {
  id: 'token-1',
  name: 'review from my laptop',
  ownerEmail: 'reviewer@sakina.example',
  scopes: ['REVIEW_READ', 'REVIEW_DECIDE'],
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-12-20T08:00:00.000Z',
  lastUsedAt: null,
};
const secret = 'sakina_staff_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const tokensMock = (tokens: StaffApiToken[]) => ({
  request: { query: StaffConsoleApiTokensDocument },
  result: { data: { staffApiTokens: tokens } },
});

describe('StaffTokensPage', () => {
  it('creates a token with the scopes chosen and shows it once, then lists it', async () => {
    const { user } = renderPage(<StaffTokensPage />, {
      path: '/en/staff/tokens',
      mocks: [
        reviewerMock,
        tokensMock([]),
        {
          request: {
            query: StaffConsoleCreateApiTokenDocument,
            variables: { input: { name: laptop.name, scopes: ['REVIEW_READ'], expiresInDays: 7 } },
          },
          result: {
            data: {
              staffCreateApiToken: {
                secret,
                token: { id: laptop.id, name: laptop.name, scopes: ['REVIEW_READ'], expiresAt: laptop.expiresAt },
              },
            },
          },
        },
        tokensMock([{ ...laptop, scopes: ['REVIEW_READ'] }]),
      ],
    });

    expect(await screen.findByRole('link', { name: 'API tokens' })).toHaveAttribute('href', '/en/staff/tokens');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), laptop.name);
    await user.click(screen.getByRole('checkbox', { name: /^Read applications/ }));
    const days = screen.getByRole('spinbutton', { name: /^Expires in/ });
    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByRole('button', { name: 'Create the token' }));

    const heading = await screen.findByRole('heading', { level: 2, name: `Your new token “${laptop.name}”` });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Token' })).toHaveValue(secret);
    expect(screen.getByText(/It is shown this once/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Live tokens, newest first' });
    const row = await within(table).findByRole('row', { name: new RegExp(laptop.name) });
    expect(row).toHaveTextContent('Read applications');
    expect(row).toHaveTextContent('Never');
    expect(row).not.toHaveTextContent(secret);
  });

  it('says what is missing and sends nothing, in Arabic', async () => {
    const { user } = renderPage(<StaffTokensPage />, { path: '/staff/tokens', mocks: [reviewerMock, tokensMock([])] });

    await user.click(await screen.findByRole('button', { name: 'إنشاء الرمز' }));
    expect(screen.getByText('اكتب اسمًا للرمز.')).toBeInTheDocument();
    expect(screen.getByText('اختر صلاحية واحدة على الأقل.')).toBeInTheDocument();
  });

  it('revokes a token by its name and says so', async () => {
    const { user } = renderPage(<StaffTokensPage />, {
      path: '/en/staff/tokens',
      mocks: [
        reviewerMock,
        tokensMock([laptop]),
        {
          request: { query: StaffConsoleRevokeApiTokenDocument, variables: { id: laptop.id } },
          result: { data: { staffRevokeApiToken: { id: laptop.id, revokedAt: '2026-11-27T08:00:00.000Z' } } },
        },
        tokensMock([]),
      ],
    });

    await user.click(await screen.findByRole('button', { name: `Revoke the token “${laptop.name}”` }));
    expect(await screen.findByText(`The token “${laptop.name}” was revoked: it no longer works.`)).toHaveFocus();
    expect(await screen.findByText('0 live tokens')).toBeInTheDocument();
  });

  it('tells a member whose role has no operator command that there is no scope, and a refusal in words', async () => {
    renderPage(<StaffTokensPage />, {
      path: '/en/staff/tokens',
      mocks: [
        signedInAs({ role: 'SUPPORT', permissions: ['inbox'] }),
        { request: { query: StaffConsoleApiTokensDocument }, result: refused('RATE_LIMITED') },
      ],
    });

    expect(await screen.findByText(/Your role has no operator command/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create the token' })).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});
