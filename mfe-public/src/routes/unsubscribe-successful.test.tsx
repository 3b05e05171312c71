import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { NewsletterStatus } from '@sakina/shared/graphql';
import { NewsletterSubscriptionDocument } from '../features/newsletter/api/get-newsletter-subscription.generated';
import { ResubscribeNewsletterDocument } from '../features/newsletter/api/resubscribe-newsletter.generated';
import { UnsubscribeNewsletterDocument } from '../features/newsletter/api/unsubscribe-newsletter.generated';
import { renderPage } from '../testing/render-page';
import UnsubscribeSuccessfulPage from './unsubscribe-successful';

const token = 'personal-token-0123456789abcdef';
const subscription = (status: NewsletterStatus) => ({ __typename: 'NewsletterSubscription', status, locale: 'EN' });

const lookup = (status: NewsletterStatus | null) => ({
  request: { query: NewsletterSubscriptionDocument, variables: { token } },
  result: { data: { newsletterSubscription: status ? subscription(status) : null } },
});

describe('UnsubscribeSuccessfulPage', () => {
  it('confirms the unsubscribe and resubscribes with one click, then allows leaving again', async () => {
    const resubscribe = jest.fn(() => ({ data: { resubscribeNewsletter: subscription('SUBSCRIBED') } }));
    const unsubscribe = jest.fn(() => ({ data: { unsubscribeNewsletter: subscription('UNSUBSCRIBED') } }));
    const { user } = renderPage(<UnsubscribeSuccessfulPage />, {
      path: `/en/unsubscribe-successful?token=${token}`,
      mocks: [
        lookup('UNSUBSCRIBED'),
        { request: { query: ResubscribeNewsletterDocument, variables: { token } }, result: resubscribe },
        { request: { query: UnsubscribeNewsletterDocument, variables: { token } }, result: unsubscribe },
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'You have unsubscribed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You are subscribed again' })).toHaveFocus();
    expect(resubscribe).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You have unsubscribed' })).toHaveFocus();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic on the Arabic page', async () => {
    renderPage(<UnsubscribeSuccessfulPage />, {
      path: `/unsubscribe-successful?token=${token}`,
      mocks: [lookup('UNSUBSCRIBED')],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'تم إلغاء اشتراكك' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أعد اشتراكي' })).toBeInTheDocument();
  });

  it('explains a broken or unknown link and points to the contact page', async () => {
    const { unmount } = renderPage(<UnsubscribeSuccessfulPage />, {
      path: `/en/unsubscribe-successful?token=${token}`,
      mocks: [lookup(null)],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    unmount();

    renderPage(<UnsubscribeSuccessfulPage />, { path: '/en/unsubscribe-successful?problem=invalid' });
    expect(screen.getByRole('heading', { level: 1, name: 'This unsubscribe link does not work' })).toBeInTheDocument();
    // The title says what the page says, not the route's "You have unsubscribed".
    expect(document.title).toMatch(/^This unsubscribe link does not work \| /);
  });

  it('keeps the button and says so when resubscribing fails', async () => {
    const { user } = renderPage(<UnsubscribeSuccessfulPage />, {
      path: `/en/unsubscribe-successful?token=${token}`,
      mocks: [
        lookup('UNSUBSCRIBED'),
        {
          request: { query: ResubscribeNewsletterDocument, variables: { token } },
          result: {
            errors: [
              new GraphQLError('Too many requests.', { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 60 } }),
            ],
          },
        },
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Subscribe again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts in a short time.');
    expect(screen.getByRole('button', { name: 'Subscribe again' })).toBeInTheDocument();
  });
});
