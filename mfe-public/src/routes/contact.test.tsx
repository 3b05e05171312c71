import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  SendContactMessageDocument,
  type SendContactMessageMutationVariables,
} from '../features/contact/api/send-contact-message.generated';
import { renderPage } from '../testing/render-page';
import ContactPage from './contact';

const input: SendContactMessageMutationVariables['input'] = {
  name: 'Sara Alotaibi',
  email: 'sara@example.com',
  phone: { country: 'SA', number: '0501234567' },
  reason: 'TECHNICAL_ISSUE',
  subject: 'The app does not open',
  message: 'The app closes as soon as I open it.',
};

function success(reference = 'C-000042', onSend = jest.fn()) {
  return {
    request: {
      query: SendContactMessageDocument,
      variables: (variables: SendContactMessageMutationVariables) =>
        JSON.stringify(variables.input) === JSON.stringify(input) && variables.idempotencyKey.length >= 16,
    },
    result: () => {
      onSend();
      return {
        data: {
          sendContactMessage: {
            __typename: 'ContactMessageReceipt',
            reference,
            receivedAt: '2026-11-22T08:00:00.000Z',
          },
        },
      };
    },
    delay: 50,
    maxUsageCount: 2,
  };
}

function failure(extensions: Record<string, unknown>) {
  return {
    request: { query: SendContactMessageDocument, variables: () => true },
    result: { errors: [new GraphQLError('Refused', { extensions })] },
  };
}

async function fillForm(user: ReturnType<typeof renderPage>['user'], english = true) {
  const form = screen.getByRole('form');
  const field = (en: string, ar: string) => within(form).getByRole('textbox', { name: new RegExp(english ? en : ar) });
  await user.type(field('Full name', 'الاسم الكامل'), input.name);
  await user.type(field('Email', 'البريد الإلكتروني'), input.email);
  await user.type(field('Mobile number', 'رقم الجوال'), '٠٥٠١٢٣٤٥٦٧');
  await user.selectOptions(
    within(form).getByRole('combobox', { name: new RegExp(english ? 'Reason' : 'سبب التواصل') }),
    'technical_issue',
  );
  await user.type(field('Subject', 'الموضوع'), input.subject);
  await user.type(field('Your message', 'رسالتك'), input.message);
}

describe('ContactPage', () => {
  it('shows what is wrong beside each field and at the top, sends nothing, and keeps what was typed', async () => {
    const { user } = renderPage(<ContactPage />, { path: '/en/contact', mocks: [] });

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Sara');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sara@');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0123');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Email: Please enter a valid email' })).toHaveAttribute(
      'href',
      '#contact-email',
    );
    expect(within(summary).getByRole('link', { name: 'Your message: This field is required' })).toHaveAttribute(
      'href',
      '#contact-message',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(/Please enter a valid email/);
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveAccessibleDescription(
      /phone number is too short|Invalid phone number/,
    );
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveAccessibleDescription(/This field is required/);
    expect(screen.getByRole('combobox', { name: /Reason/ })).toHaveAccessibleDescription(
      'Choose one of the available options',
    );
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Sara');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('sara@');
  });

  it('names the field of each message in the Arabic summary, and says what every text input holds', async () => {
    const { user } = renderPage(<ContactPage />, { path: '/contact', mocks: [] });
    const inputs = screen.getAllByRole('textbox').filter((element) => element.tagName === 'INPUT');
    for (const input of inputs) expect(input).toHaveAttribute('type');
    expect(screen.getByRole('textbox', { name: /الموضوع/ })).toHaveAttribute('autocomplete', 'off');
    await user.click(screen.getByRole('button', { name: 'أرسل الرسالة' }));
    const summary = await screen.findByRole('alert', { name: 'يرجى تصحيح ما يلي' });
    for (const link of within(summary).getAllByRole('link')) expect(link.textContent).toMatch(/^[^:]+: /);
    expect(within(summary).getByRole('link', { name: /^الموضوع: / })).toHaveAttribute('href', '#contact-subject');
  });

  it('keeps the focus in a field while its error is being fixed', async () => {
    const { user } = renderPage(<ContactPage />, { path: '/en/contact', mocks: [] });
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'sara@');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert', { name: 'Please correct the following' })).toHaveFocus();

    await user.click(email);
    await user.type(email, 'example.com');
    expect(email).not.toHaveAccessibleDescription(/Please enter a valid email/);
    expect(email).toHaveFocus();
    expect(email).toHaveValue('sara@example.com');
  });

  it('sends a filled form once, even when clicked twice, and confirms with the reference', async () => {
    const onSend = jest.fn();
    const { user } = renderPage(<ContactPage />, { path: '/en/contact', mocks: [success('C-000042', onSend)] });
    await fillForm(user);

    const submit = screen.getByRole('button', { name: 'Send message' });
    await user.dblClick(submit);

    expect(await screen.findByRole('heading', { name: 'Your message has been sent' })).toHaveFocus();
    expect(
      screen.getByText(
        'Thank you, Sara Alotaibi. We have sent a confirmation to sara@example.com and will reply as soon as we can.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('C-000042')).toBeInTheDocument();
    expect(onSend).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
  });

  it('works in Arabic, with Arabic-Indic digits in the phone number', async () => {
    const { user } = renderPage(<ContactPage />, { path: '/contact', mocks: [success('C-000043')] });
    await fillForm(user, false);
    await user.click(screen.getByRole('button', { name: 'أرسل الرسالة' }));

    expect(await screen.findByRole('heading', { name: 'أُرسلت رسالتك' })).toBeInTheDocument();
    expect(screen.getByText('C-000043')).toBeInTheDocument();
  });

  it('puts the server’s field errors on the fields and keeps everything typed', async () => {
    const { user } = renderPage(<ContactPage />, {
      path: '/en/contact',
      mocks: [failure({ code: 'BAD_USER_INPUT', fields: [{ path: 'phone', code: 'phone_invalid' }] })],
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveAccessibleDescription(
        /Invalid phone number/,
      ),
    );
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue(input.message);
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue(input.subject);
  });

  it('says when to try again after too many messages, and a general error otherwise', async () => {
    const { user } = renderPage(<ContactPage />, {
      path: '/en/contact',
      mocks: [
        failure({ code: 'RATE_LIMITED', retryAfterSeconds: 600 }),
        { request: { query: SendContactMessageDocument, variables: () => true }, error: new Error('offline') },
      ],
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('You have sent several messages in a short time. Please try again in 10 minutes.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('An error occurred, please try again')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue(input.name);
  });
});
