import type { ApolloClient } from '@apollo/client';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { ChatIdentity } from './messenger';

interface ChatViewerData {
  viewer: { id: string; email: string; role: 'PRACTITIONER' | 'REVIEWER'; chatWidgetUserHash: string | null } | null;
}

const chatViewerQuery: TypedDocumentNode<ChatViewerData, Record<string, never>> = gql`
  query ChatWidgetViewer {
    viewer {
      id
      email
      role
      chatWidgetUserHash
    }
  }
`;

/** The signed-in practitioner the messenger may name; null for anyone else (or when the API does not answer). */
export async function readChatIdentity(client: ApolloClient): Promise<ChatIdentity | null> {
  try {
    const { data } = await client.query({ query: chatViewerQuery, fetchPolicy: 'network-only' });
    const viewer = data?.viewer;
    if (viewer?.role !== 'PRACTITIONER') return null;
    return { email: viewer.email, userId: viewer.id, userHash: viewer.chatWidgetUserHash };
  } catch {
    return null;
  }
}
