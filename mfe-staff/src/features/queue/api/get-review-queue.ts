import { useQuery } from '@apollo/client/react';
import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';
import type { QueueFilters } from '../../../state/staff-store';
import type { Holder } from '../../../types/api';

export interface QueueRow {
  id: string;
  version: string;
  holder: Holder | null;
  application: {
    id: string;
    status: string;
    submittedAt: string | null;
    personal: { fullNameAr: string; fullNameEn: string } | null;
    professional: { jobType: string; sfhscRegistrationNumber: string } | null;
  };
}

export interface QueueFilter {
  statuses?: string[];
  jobType?: string | null;
  submittedFrom?: string | null;
  submittedTo?: string | null;
  search?: string | null;
  page?: number;
  pageSize?: number;
}

export const reviewQueueQuery: TypedDocumentNode<
  { staffReviewQueue: { items: QueueRow[]; total: number } },
  { filter: QueueFilter }
> = gql`
  query StaffConsoleReviewQueue($filter: ReviewQueueFilter) {
    staffReviewQueue(filter: $filter) {
      total
      items {
        id
        version
        holder {
          id
          email
        }
        application {
          id
          status
          submittedAt
          personal {
            fullNameAr
            fullNameEn
          }
          professional {
            jobType
            sfhscRegistrationNumber
          }
        }
      }
    }
  }
`;

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
