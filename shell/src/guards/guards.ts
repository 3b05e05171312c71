import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { localeFromPath, localePath } from '@sakina/shared/navigation';
import type { GuardName, PageRoute } from '../routes/route-table';
import { GuardStaffViewerDocument, GuardViewerDocument, type GuardViewerQuery } from './guards.generated';

export type Guard = (args: LoaderFunctionArgs, client: ApolloClient) => Promise<Response | null>;

async function readViewer(client: ApolloClient): Promise<GuardViewerQuery> {
  const result = await client.query({ query: GuardViewerDocument, fetchPolicy: 'network-only' });
  if (!result.data) throw new Error('No viewer data');
  return result.data;
}

function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const returnTo = encodeURIComponent(`${url.pathname}${url.search}`);
  return redirect(`${localePath('/auth/login', locale)}?returnTo=${returnTo}`);
}

/** The console's pages: a visitor without a staff session signs in at /staff/sign-in first. */
async function staffGuard({ request }: LoaderFunctionArgs, client: ApolloClient): Promise<Response | null> {
  const result = await client.query({ query: GuardStaffViewerDocument, fetchPolicy: 'network-only' });
  if (result.data?.staffViewer) return null;
  const url = new URL(request.url);
  const returnTo = encodeURIComponent(`${url.pathname}${url.search}`);
  return redirect(`${localePath('/staff/sign-in', localeFromPath(url.pathname))}?returnTo=${returnTo}`);
}

/** Route middleware by name (SPEC §6). An unknown name is a startup error: see assertKnownGuards. */
export const guards: Record<GuardName, Guard> = {
  async auth({ request }, client) {
    const { viewer } = await readViewer(client);
    if (!viewer) return signInRedirect(request);
    if (!viewer.emailConfirmed) {
      return redirect(localePath('/auth/email-confirmation', localeFromPath(new URL(request.url).pathname)));
    }
    return null;
  },
  async otp({ request }, client) {
    const { pendingConfirmation } = await readViewer(client);
    return pendingConfirmation ? null : signInRedirect(request);
  },
  staff: staffGuard,
};

export function assertKnownGuards(routes: readonly PageRoute[], known: Record<string, Guard>): void {
  for (const route of routes) {
    if (route.guard && !(route.guard in known)) {
      throw new Error(`Route ${route.path} names the unknown guard "${route.guard}"`);
    }
  }
}
