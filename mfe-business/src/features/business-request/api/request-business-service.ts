import { useMutation } from '@apollo/client/react';
import { RequestBusinessServiceDocument } from './request-business-service.generated';

export function useRequestBusinessService() {
  return useMutation(RequestBusinessServiceDocument);
}
