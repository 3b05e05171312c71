import type { ApolloClient } from '@apollo/client';
import type { ChatIdentity } from './messenger';
import { ChatWidgetViewerDocument } from './read-chat-identity.generated';

/** The signed-in practitioner the messenger may name; null for anyone else (or when the API does not answer). */
export async function readChatIdentity(client: ApolloClient): Promise<ChatIdentity | null> {
  try {
    const { data } = await client.query({ query: ChatWidgetViewerDocument, fetchPolicy: 'network-only' });
    const viewer = data?.viewer;
    if (viewer?.role !== 'PRACTITIONER') return null;
    return { email: viewer.email, userId: viewer.id, userHash: viewer.chatWidgetUserHash };
  } catch {
    return null;
  }
}
