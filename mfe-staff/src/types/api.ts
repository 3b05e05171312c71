/** The API's values that the console's shared parts and more than one feature name (api/schema.graphql). */
export type StaffRole = 'REVIEWER' | 'SUPPORT' | 'ADMIN';
export type InboxState = 'NEW' | 'IN_PROGRESS' | 'DONE';
export type InboxKind = 'CONTACT' | 'BUSINESS';

/** The staff member holding a record (an application or an inbox item). */
export interface Holder {
  id: string;
  email: string;
}
