import { useMutation } from '@apollo/client/react';
import { RemoveApplicationDocumentDocument } from './remove-document.generated';

export function useRemoveDocument() {
  return useMutation(RemoveApplicationDocumentDocument);
}
