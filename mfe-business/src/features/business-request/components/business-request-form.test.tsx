import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@sakina/shared/testing';
import { validationMessagesAr, validationMessagesEn } from '@sakina/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import {
  RequestBusinessServiceDocument,
  type RequestBusinessServiceMutation,
  type RequestBusinessServiceMutationVariables,
} from '../api/request-business-service.generated';
import { BusinessRequestForm } from './business-request-form';

const idempotencyKey = 'form-test-key-0000000001';
const resources = {
  ar: { business: ar, validation: validationMessagesAr },
  en: { business: en, validation: validationMessagesEn },
};

type Reply = { data: RequestBusinessServiceMutation } | { errors: GraphQLError[] };

/** A mocked API that records what it was sent. */
function mockApi(reply: Reply, { delay = 0 } = {}) {
  const received: RequestBusinessServiceMutationVariables[] = [];
  const mock: MockLink.MockedResponse<RequestBusinessServiceMutation, RequestBusinessServiceMutationVariables> = {
    request: { query: RequestBusinessServiceDocument, variables: () => true },
    result: (variables) => {
      received.push(variables);
      return reply;
    },
    delay,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, received };
}

const receipt: Reply = {
  data: { requestBusinessService: { reference: 'B-000042', receivedAt: '2026-01-10T09:00:00.000Z' } },
};

function renderForm(reply: Reply = receipt, { path = '/en/business/register', delay = 0 } = {}) {
  const api = mockApi(reply, { delay });
  const onReceived = jest.fn();
  const view = renderWithProviders(
    <MockedProvider mocks={[api.mock]}>
      <BusinessRequestForm idempotencyKey={idempotencyKey} onReceived={onReceived} />
    </MockedProvider>,
    { path, resources },
  );
  return { ...view, received: api.received, onReceived };
}

type User = ReturnType<typeof renderForm>['user'];

async function fillEnglishForm(user: User, changes: Partial<Record<string, string>> = {}) {
  const values = {
    'Institution (company) name': 'Horizon Technology Co.',
    'Number of beneficiaries (employees)': '٢٥٠',
    'Number of branches': '3',
    'Employee name': 'Noura Alharbi',
    Position: 'Head of People',
    'Mobile number': '0501234567',
    Email: 'noura@horizon.example',
    ...changes,
  };
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByRole('textbox', { name: label });
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send request' }));

describe('BusinessRequestForm', () => {
  it('shows what is wrong beside each field and in a summary, and sends nothing', async () => {
    const { user, received, onReceived } = renderForm();
    await fillEnglishForm(user, {
      'Number of beneficiaries (employees)': 'about 200',
      'Mobile number': '01012345678',
      Email: 'noura@horizon',
    });

    await send(user);

    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Number of beneficiaries (employees): Enter digits only',
      'Mobile number: This is not a valid number for the chosen country. Check it, or choose the country it belongs to',
      'Email: Please enter a valid email',
    ]);
    expect(screen.getByRole('textbox', { name: 'Number of beneficiaries (employees)' })).toHaveAccessibleDescription(
      'How many employees the service would cover Enter digits only',
    );
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send the confirmation to this address Please enter a valid email',
    );
    // What was typed stays, to be corrected.
    expect(screen.getByRole('textbox', { name: 'Number of beneficiaries (employees)' })).toHaveValue('about 200');
    expect(received).toHaveLength(0);
    expect(onReceived).not.toHaveBeenCalled();
  });

  it('links each summary entry to its field', async () => {
    const { user } = renderForm();
    await fillEnglishForm(user, { 'Number of branches': 'two' });
    await send(user);

    await user.click(await screen.findByRole('link', { name: 'Number of branches: Enter digits only' }));

    expect(screen.getByRole('textbox', { name: 'Number of branches' })).toHaveFocus();
  });

  it('speaks Arabic on the Arabic page', async () => {
    const { user } = renderForm(receipt, { path: '/business/register' });

    await user.click(screen.getByRole('button', { name: 'أرسل الطلب' }));

    const summary = await screen.findByRole('alert', { name: 'يرجى تصحيح ما يلي' });
    expect(within(summary).getAllByRole('link')).toHaveLength(7);
    expect(within(summary).getAllByRole('link')[0]).toHaveTextContent('اسم الجهة (الشركة): هذا الحقل مطلوب');
    expect(screen.getByRole('textbox', { name: 'اسم الجهة (الشركة)' })).toHaveAccessibleDescription(
      'بالحروف العربية أو الإنجليزية هذا الحقل مطلوب',
    );
    expect(screen.getByRole('group', { name: 'عن المنشأة' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'من نتواصل معه؟' })).toBeInTheDocument();
  });

  it('checks nothing before the first submit, then each field again as it is corrected', async () => {
    const { user } = renderForm();
    const name = screen.getByRole('textbox', { name: 'Employee name' });

    await user.type(name, 'Noura 2');
    await user.tab();
    expect(name).not.toHaveAttribute('aria-invalid');

    await send(user);
    expect(name).toHaveAccessibleDescription(
      'Your full name: we will contact you about this request The name must contain letters only',
    );
    await user.clear(name);
    await user.type(name, 'Noura');
    expect(name).toHaveAccessibleDescription('Your full name: we will contact you about this request');
  });

  it('sends whole numbers read from Arabic-Indic digits, the phone as typed with its country and the fill key', async () => {
    const { user, received, onReceived } = renderForm();
    await fillEnglishForm(user);

    await send(user);

    await waitFor(() =>
      expect(onReceived).toHaveBeenCalledWith({ reference: 'B-000042', email: 'noura@horizon.example' }),
    );
    expect(received).toEqual([
      {
        input: {
          institutionName: 'Horizon Technology Co.',
          beneficiaryCount: 250,
          branchCount: 3,
          employeeName: 'Noura Alharbi',
          position: 'Head of People',
          phone: { country: 'SA', number: '0501234567' },
          email: 'noura@horizon.example',
        },
        idempotencyKey,
      },
    ]);
  });

  it('sends once when the button is clicked twice', async () => {
    const { user, received, onReceived } = renderForm(receipt, { delay: 50 });
    await fillEnglishForm(user);

    await user.dblClick(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(onReceived).toHaveBeenCalledTimes(1));
    expect(received).toHaveLength(1);
  });

  it('puts the errors the API names on their fields and keeps what was typed', async () => {
    const { user, onReceived } = renderForm({
      errors: [
        new GraphQLError('Invalid input.', {
          extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'email', code: 'email_invalid' }] },
        }),
      ],
    });
    await fillEnglishForm(user);

    await send(user);

    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(within(summary).getByRole('link', { name: 'Email: Please enter a valid email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('noura@horizon.example');
    expect(onReceived).not.toHaveBeenCalled();
  });

  it('asks to wait when too many requests came from the same place', async () => {
    const { user } = renderForm({
      errors: [
        new GraphQLError('Too many requests.', { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1500 } }),
      ],
    });
    await fillEnglishForm(user);

    await send(user);

    expect(
      await screen.findByText('You have sent several requests in a short time. Please try again in 25 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Institution (company) name' })).toHaveValue('Horizon Technology Co.');
  });

  it('says an error occurred when the API fails otherwise, and lets the same fill be sent again', async () => {
    const { user, received } = renderForm({
      errors: [new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })],
    });
    await fillEnglishForm(user);

    await send(user);
    expect(await screen.findByText('An error occurred, please try again')).toBeInTheDocument();
    await send(user);

    await waitFor(() => expect(received).toHaveLength(2));
    expect(received.map((variables) => variables.idempotencyKey)).toEqual([idempotencyKey, idempotencyKey]);
  });
});
