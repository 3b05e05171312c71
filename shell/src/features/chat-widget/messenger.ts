import { loadScript } from '../../third-party/load-script';
import { removeCookies } from '../../third-party/remove-cookies';

type IntercomCommand = (command: string, settings?: Record<string, unknown>) => void;

declare global {
  interface Window {
    Intercom?: IntercomCommand & { q?: unknown[][] };
  }
}

/** What the messenger is told about a signed-in practitioner; user_hash comes from the API, never the browser. */
export interface ChatIdentity {
  email: string;
  userId: string;
  userHash: string | null;
}

/** Intercom's messenger snippet: a queue that its script replays once loaded (an inline script is not allowed). */
function messenger(appId: string): IntercomCommand {
  if (!window.Intercom) {
    const queue: unknown[][] = [];
    const stub = ((...args: unknown[]) => void queue.push(args)) as IntercomCommand & { q?: unknown[][] };
    stub.q = queue;
    window.Intercom = stub;
    loadScript(`https://widget.intercom.io/widget/${encodeURIComponent(appId)}`);
  }
  return window.Intercom;
}

function identityFields(identity: ChatIdentity | null): Record<string, unknown> {
  if (!identity) return {};
  return {
    email: identity.email,
    user_id: identity.userId,
    ...(identity.userHash ? { user_hash: identity.userHash } : {}),
  };
}

export function bootChat(appId: string, identity: ChatIdentity | null): void {
  messenger(appId)('boot', { app_id: appId, ...identityFields(identity) });
}

/** `update` alone tells the messenger the page changed; with an identity, who the visitor now is. */
export function updateChat(appId: string, identity?: ChatIdentity): void {
  if (identity) messenger(appId)('update', identityFields(identity));
  else messenger(appId)('update');
}

/** Signed out, consent withdrawn, or a page the widget must not see: the messenger closes and forgets the visitor. */
export function shutdownChat(): void {
  window.Intercom?.('shutdown');
  removeCookies(/^intercom-/);
}
