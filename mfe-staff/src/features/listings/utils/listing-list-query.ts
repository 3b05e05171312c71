import type { ListingStatus } from '@sakina/shared/graphql';
import { toSchemaEnum } from '@sakina/shared/graphql';
import { oneOf } from '../../../components/one-of';

/** The statuses as the list's address spells them (`?status=expired`, the link in the team's expiry mail). */
export const listingStatusParameters = ['draft', 'published', 'unlisted', 'expired'] as const;
export type ListingStatusParameter = (typeof listingStatusParameters)[number];

export interface ListingListQuery {
  status: ListingStatusParameter | null;
  page: number;
}

/** What the list's address asks for; anything it does not know is no filter, or page 1. */
export function readListingListQuery(search: URLSearchParams): ListingListQuery {
  const page = Number(search.get('page'));
  return {
    status: oneOf(listingStatusParameters, search.get('status') ?? '') ?? null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The list's address query for a view: page 1 and no status are left out. */
export function listingListSearch({ status, page }: ListingListQuery): string {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const schemaStatusOf = (status: ListingStatusParameter | null): ListingStatus | null =>
  status ? toSchemaEnum(status) : null;
