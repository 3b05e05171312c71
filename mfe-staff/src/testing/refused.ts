import { GraphQLError } from 'graphql';

/** An API answer refusing the operation with `code` (and `extensions`, such as the refused fields). */
export const refused = (code: string, extensions: object = {}) => ({
  errors: [new GraphQLError('Refused.', { extensions: { code, ...extensions } })],
});
