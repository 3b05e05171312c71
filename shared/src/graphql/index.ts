export { createApolloClient, type ClientOptions } from './create-client';
export { toFailure, type Failure, type FieldFailure } from './failure';
export { gql } from '@apollo/client';
export type { TypedDocumentNode } from '@apollo/client';
