import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@sakina/shared/testing';
import { validationMessagesAr, validationMessagesEn } from '@sakina/shared/validation';
import { screen } from '@testing-library/react';
import {
  RequestBusinessServiceDocument,
  type RequestBusinessServiceMutation,
  type RequestBusinessServiceMutationVariables,
} from '../features/business-request/api/request-business-service.generated';
import { requestFillStorageKey } from '../features/business-request/hooks/use-request-fill';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import BusinessRegisterPage from './business-register';

const resources = {
  ar: { business: ar, validation: validationMessagesAr },
  en: { business: en, validation: validationMessagesEn },
};

let received: RequestBusinessServiceMutationVariables[] = [];

const mock: MockLink.MockedResponse<RequestBusinessServiceMutation, RequestBusinessServiceMutationVariables> = {
  request: { query: RequestBusinessServiceDocument, variables: () => true },
  result: (variables) => {
    received.push(variables);
    return {
      data: {
        requestBusinessService: { reference: `B-00000${received.length}`, receivedAt: '2026-01-10T09:00:00.000Z' },
      },
    };
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderPage(path = '/en/business/register') {
  return renderWithProviders(
    <MockedProvider mocks={[mock]}>
      <BusinessRegisterPage />
    </MockedProvider>,
    { path, resources },
  );
}

type User = ReturnType<typeof renderPage>['user'];

async function fillAndSend(user: User) {
  const values: Record<string, string> = {
    'Institution (company) name': 'Horizon Technology Co.',
    'Number of beneficiaries (employees)': '250',
    'Number of branches': '3',
    'Employee name': 'Noura Alharbi',
    Position: 'Head of People',
    'Mobile number': '0501234567',
    Email: 'noura@horizon.example',
  };
  for (const [label, value] of Object.entries(values))
    await user.type(screen.getByRole('textbox', { name: label }), value);
  await user.click(screen.getByRole('button', { name: 'Send request' }));
}

beforeEach(() => {
  received = [];
  window.sessionStorage.clear();
});

describe('BusinessRegisterPage', () => {
  it('titles the page and explains what happens next', () => {
    renderPage('/business/register');

    expect(screen.getByRole('heading', { level: 1, name: 'اطلب خدمة الشركات' })).toBeInTheDocument();
    expect(screen.getByText('جميع الحقول مطلوبة.')).toBeInTheDocument();
  });

  it("shows 'Message received' with the request number once sent, and focuses it", async () => {
    const { user } = renderPage();

    await fillAndSend(user);

    const title = await screen.findByRole('heading', { level: 1, name: 'Message received' });
    expect(title).toHaveFocus();
    expect(screen.getByText('B-000001')).toBeInTheDocument();
    expect(screen.getByText('noura@horizon.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the corporate service' })).toHaveAttribute('href', '/en/business');
  });

  it('shows the receipt again after a reload instead of a form that could send the request twice', async () => {
    const first = renderPage();
    await fillAndSend(first.user);
    await screen.findByRole('heading', { name: 'Message received' });
    first.unmount();

    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Message received' })).not.toHaveFocus();
    expect(screen.getByText('B-000001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(received).toHaveLength(1);
  });

  it('keeps the fill key across a reload before the answer came, so a resend is recognised', async () => {
    const first = renderPage();
    const key = JSON.parse(window.sessionStorage.getItem(requestFillStorageKey)!).idempotencyKey as string;
    first.unmount();

    const { user } = renderPage();
    await fillAndSend(user);
    await screen.findByRole('heading', { name: 'Message received' });

    expect(received.map((variables) => variables.idempotencyKey)).toEqual([key]);
  });

  it('starts a new, empty fill with a new key for another request', async () => {
    const { user } = renderPage();
    await fillAndSend(user);
    await screen.findByRole('heading', { name: 'Message received' });

    await user.click(screen.getByRole('button', { name: 'Send another request' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Request the corporate service' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Institution (company) name' })).toHaveValue('');
    await fillAndSend(user);
    await screen.findByText('B-000002');
    expect(new Set(received.map((variables) => variables.idempotencyKey)).size).toBe(2);
  });
});
