import { builder } from '../../builder';
import { ViewerRef } from '../accounts/accounts.graphql';
import { chatWidgetUserHash } from './user-hash';

builder.objectField(ViewerRef, 'chatWidgetUserHash', (t) =>
  t.string({
    nullable: true,
    description:
      "The support chat's user_hash for this account (HMAC-SHA256 of its id); null when CHAT_WIDGET_IDENTITY_SECRET is unset.",
    resolve: (viewer, _args, context) => {
      const secret = context.config.chatWidgetIdentitySecret;
      return secret ? chatWidgetUserHash(secret, viewer.accountId) : null;
    },
  }),
);
