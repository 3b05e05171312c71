export { createApolloClient, type ClientOptions } from './create-client';
export { toFailure, type Failure, type FieldFailure } from './failure';
export { fromSchemaEnum, toSchemaEnum } from './schema-enum';
export type * from './schema-types.generated';
// Still parsed at run time by mfe-staff only, until its operations move to generated documents like the others'.
export { gql } from '@apollo/client';
export type { TypedDocumentNode } from '@apollo/client';
