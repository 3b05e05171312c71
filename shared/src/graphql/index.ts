export { createApolloClient, type ClientOptions } from './create-client';
export { toFailure, type Failure, type FieldFailure } from './failure';
export { fromSchemaEnum, toSchemaEnum } from './schema-enum';
export type * from './schema-types.generated';
