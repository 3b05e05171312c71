import { builder } from '../../builder';
import {
  findSubscription,
  resubscribeNewsletter,
  subscribeNewsletter,
  unsubscribeNewsletter,
  type NewsletterSubscription,
} from './newsletter.service';

const NewsletterStatusRef = builder.enumType('NewsletterStatus', {
  values: { SUBSCRIBED: { value: 'subscribed' }, UNSUBSCRIBED: { value: 'unsubscribed' } } as const,
});

const LocaleRef = builder.enumType('NewsletterLocale', {
  description: 'The language newsletter mail is written in.',
  values: { AR: { value: 'ar' }, EN: { value: 'en' } } as const,
});

const NewsletterSubscriptionRef = builder.objectRef<NewsletterSubscription>('NewsletterSubscription').implement({
  description: 'The subscription a personal unsubscribe link belongs to (the address itself is not shown).',
  fields: (t) => ({
    status: t.expose('status', { type: NewsletterStatusRef }),
    locale: t.expose('locale', { type: LocaleRef }),
  }),
});

builder.queryField('newsletterSubscription', (t) =>
  t.field({
    type: NewsletterSubscriptionRef,
    nullable: true,
    description: 'Read by the unsubscribe confirmation page; null for an unknown token.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, context) => findSubscription(context, token),
  }),
);

builder.mutationFields((t) => ({
  subscribeNewsletter: t.boolean({
    description:
      'Subscribes in the page language and sends the welcome mail. Always true for a valid address, ' +
      'whether or not it was already subscribed (a double submit is harmless and reveals nothing).',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => subscribeNewsletter(context, args),
  }),
  unsubscribeNewsletter: t.field({
    type: NewsletterSubscriptionRef,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, context) => unsubscribeNewsletter(context, token),
  }),
  resubscribeNewsletter: t.field({
    type: NewsletterSubscriptionRef,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, context) => resubscribeNewsletter(context, token),
  }),
}));
