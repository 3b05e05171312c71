import type { MailTemplate } from '../template';
import { accountAttempt } from './account-attempt';
import { accountCode } from './account-code';
import { applicationAccepted } from './application-accepted';
import { applicationRejected } from './application-rejected';
import { businessAcknowledgement } from './business-acknowledgement';
import { businessTeamNotification } from './business-team-notification';
import { contactAcknowledgement } from './contact-acknowledgement';
import { contactTeamNotification } from './contact-team-notification';
import { listingsExpired } from './listings-expired';
import { newsletterWelcome } from './newsletter-welcome';
import { passwordChanged } from './password-changed';
import { testMessage } from './test-message';

// A feature adds a template in ./<name>.ts (defineMailTemplate) and one line here.
export const mailTemplates = {
  'test-message': testMessage,
  'contact-team-notification': contactTeamNotification,
  'contact-acknowledgement': contactAcknowledgement,
  'newsletter-welcome': newsletterWelcome,
  'business-team-notification': businessTeamNotification,
  'business-acknowledgement': businessAcknowledgement,
  'account-code': accountCode,
  'account-attempt': accountAttempt,
  'password-changed': passwordChanged,
  'application-accepted': applicationAccepted,
  'application-rejected': applicationRejected,
  'listings-expired': listingsExpired,
} satisfies Record<string, MailTemplate<never>>;

export type MailTemplateName = keyof typeof mailTemplates;

export type MailData<Name extends MailTemplateName> =
  (typeof mailTemplates)[Name] extends MailTemplate<infer Data> ? Data : never;
