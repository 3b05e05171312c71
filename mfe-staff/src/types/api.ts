/** The API's values that the console's shared parts and more than one feature name (api/schema.graphql). */
export type { InboxKind, InboxState, StaffRole } from '@sakina/shared/graphql';
