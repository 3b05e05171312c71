import type { ContactReason, InboxKind, InboxState } from '@sakina/shared/graphql';
import { fromSchemaEnum, toSchemaEnum } from '@sakina/shared/graphql';
import { contactReasons } from '@sakina/shared/validation';
import { oneOf } from '../../../components/one-of';

/** The kinds and states as the list's address spells them (`?kind=business&state=in_progress`). */
export const inboxKindParameters = ['contact', 'business'] as const satisfies readonly Lowercase<InboxKind>[];
export const inboxStateParameters = ['new', 'in_progress', 'done'] as const satisfies readonly Lowercase<InboxState>[];

export interface InboxListQuery {
  kind: InboxKind | null;
  state: InboxState | null;
  reason: ContactReason | null;
  page: number;
}

export const firstInboxPage: InboxListQuery = { kind: null, state: null, reason: null, page: 1 };

/** What the list's address asks for; anything it does not know is no filter, or page 1. */
export function readInboxListQuery(search: URLSearchParams): InboxListQuery {
  const page = Number(search.get('page'));
  const kind = oneOf(inboxKindParameters, search.get('kind') ?? '');
  const state = oneOf(inboxStateParameters, search.get('state') ?? '');
  const reason = oneOf(contactReasons, search.get('reason') ?? '');
  return {
    kind: kind ? toSchemaEnum(kind) : null,
    state: state ? toSchemaEnum(state) : null,
    reason: reason ? toSchemaEnum(reason) : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The list's address query for a view: page 1 and no filter are left out. */
export function inboxListSearch({ kind, state, reason, page }: InboxListQuery): string {
  const search = new URLSearchParams();
  if (kind) search.set('kind', fromSchemaEnum(kind));
  if (state) search.set('state', fromSchemaEnum(state));
  if (reason) search.set('reason', fromSchemaEnum(reason));
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
