import { useQuery } from '@apollo/client/react';
import { StaffConsoleReviewQueueDocument, type StaffConsoleReviewQueueQuery } from './get-review-queue.generated';
import type { QueueFilters } from '../../../state/staff-store';

/** One application of the queue, with who holds it. */
export type QueueRow = StaffConsoleReviewQueueQuery['staffReviewQueue']['items'][number];

export const reviewQueueQuery = StaffConsoleReviewQueueDocument;

export const reviewQueuePageSize = 20;

/** The page of the queue the applied filters ask for (an empty filter is no filter). */
export function useReviewQueue(filters: QueueFilters) {
  return useQuery(reviewQueueQuery, {
    fetchPolicy: 'network-only',
    variables: {
      filter: {
        statuses: [filters.status],
        jobType: filters.jobType || null,
        submittedFrom: filters.submittedFrom || null,
        submittedTo: filters.submittedTo || null,
        search: filters.search.trim() || null,
        page: filters.page,
        pageSize: reviewQueuePageSize,
      },
    },
  });
}
