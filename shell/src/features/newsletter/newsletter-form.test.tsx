import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderWithProviders } from '@sakina/shared/testing';
import { validationMessagesAr, validationMessagesEn } from '@sakina/shared/validation';
import shellAr from '../../i18n/ar.json';
import shellEn from '../../i18n/en.json';
import { NewsletterForm } from './newsletter-form';
import { SubscribeNewsletterDocument } from './subscribe-newsletter.generated';

function renderForm(path: string, mocks: ReadonlyArray<MockLink.MockedResponse>) {
  return renderWithProviders(
    <MockedProvider mocks={mocks}>
      <NewsletterForm />
    </MockedProvider>,
    {
      path,
      resources: {
        ar: { shell: shellAr, validation: validationMessagesAr },
        en: { shell: shellEn, validation: validationMessagesEn },
      },
    },
  );
}

const subscribed = (email: string, onSend = jest.fn()) => ({
  request: { query: SubscribeNewsletterDocument, variables: { email } },
  result: () => {
    onSend();
    return { data: { subscribeNewsletter: true } };
  },
  delay: 30,
  maxUsageCount: 2,
});

describe('NewsletterForm', () => {
  it('subscribes an address typed with capitals and spaces once, however fast the button is pressed', async () => {
    const onSend = jest.fn();
    const { user } = renderForm('/en', [subscribed('reader@example.com', onSend)]);

    await user.type(screen.getByRole('textbox', { name: 'Your email' }), '  Reader@Example.com ');
    await user.dblClick(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! reader@example.com is now subscribed to the newsletter.',
    );
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('refuses an invalid address beside the field, in Arabic, without sending', async () => {
    const { user } = renderForm('/', []);

    await user.type(screen.getByRole('textbox', { name: 'بريدك الإلكتروني' }), 'reader@');
    await user.click(screen.getByRole('button', { name: 'اشترك' }));

    expect(await screen.findByText('يرجى إدخال بريد إلكتروني صحيح')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'بريدك الإلكتروني' })).toHaveValue('reader@');
  });

  it('keeps the address and explains when there were too many attempts', async () => {
    const { user } = renderForm('/en', [
      {
        request: { query: SubscribeNewsletterDocument, variables: { email: 'reader@example.com' } },
        result: {
          errors: [
            new GraphQLError('Too many requests.', { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 120 } }),
          ],
        },
      },
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts in a short time.');
    expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveValue('reader@example.com');
  });
});
