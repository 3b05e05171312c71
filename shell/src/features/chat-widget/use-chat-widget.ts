import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { mutationEvents } from '../../third-party/mutation-events';
import { inArea, pageRouteOf } from '../../routes/page-path';
import { allowsOptionalCookies, useConsentStore } from '../consent/consent-store';
import { bootChat, shutdownChat, updateChat, type ChatIdentity } from './messenger';
import { readChatIdentity } from './read-chat-identity';

/** The messenger's delay after a route change, as the original site had it: the new page has settled by then. */
export const chatUpdateDelayMs = 250;

const chatFreeAreas = ['/verify', '/assessments', '/practitioners/match', '/staff'];

/**
 * The widget is never on the document pages, document verification, the self-assessments, "Help me choose" (the
 * messenger reports the address, which holds the answers) or the staff console.
 */
export function chatAllowedOn(pathname: string): boolean {
  return !inArea(pathname, chatFreeAreas) && pageRouteOf(pathname)?.remote !== 'mfe_documents';
}

interface ChatState {
  booted: boolean;
  identity: ChatIdentity | null;
}

/**
 * The support chat (Intercom) once the visitor accepts all cookies: booted with the signed-in practitioner's
 * email, id and server-made user_hash, told of each route change 250 ms later, shut down on sign-out.
 */
export function useChatWidget(appId: string): void {
  const client = useApolloClient();
  const consented = useConsentStore((state) => allowsOptionalCookies(state.choice));
  const { pathname } = useLocation();
  const allowed = Boolean(appId) && consented && chatAllowedOn(pathname);
  const chat = useRef<ChatState>({ booted: false, identity: null });

  useEffect(() => {
    if (!allowed) {
      if (chat.current.booted) shutdownChat();
      chat.current = { booted: false, identity: null };
      return;
    }
    let cancelled = false;
    void readChatIdentity(client).then((identity) => {
      if (cancelled || chat.current.booted) return;
      bootChat(appId, identity);
      chat.current = { booted: true, identity };
    });
    return () => {
      cancelled = true;
    };
  }, [allowed, appId, client]);

  useEffect(() => {
    if (!allowed) return;
    const timer = setTimeout(() => {
      if (chat.current.booted) updateChat(appId);
    }, chatUpdateDelayMs);
    return () => clearTimeout(timer);
  }, [allowed, appId, pathname]);

  // Signing in or out happens through a mutation: then the messenger learns who the visitor now is.
  useEffect(() => {
    if (!allowed) return;
    return mutationEvents.subscribe((operationName) => {
      if (!chat.current.booted) return;
      if (operationName === 'SignOut') {
        shutdownChat();
        bootChat(appId, null);
        chat.current = { booted: true, identity: null };
        return;
      }
      void readChatIdentity(client).then((identity) => {
        if (identity?.userId === chat.current.identity?.userId) return;
        if (identity) {
          updateChat(appId, identity);
        } else {
          shutdownChat();
          bootChat(appId, null);
        }
        chat.current = { booted: true, identity };
      });
    });
  }, [allowed, appId, client]);
}
