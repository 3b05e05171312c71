import SchemaBuilder from '@pothos/core';
import ValidationPlugin from '@pothos/plugin-validation';
import type { ValidationIssue } from '@sakina/shared/validation';
import type { GraphQLContext } from './context';
import { badUserInput, fieldErrorsOf } from './errors';
import type { StoredUpload } from './http/uploads';
import type { RichDocumentJson } from './modules/common/localized';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    /** A calendar date, YYYY-MM-DD. */
    Date: { Input: string; Output: string };
    /** An uploaded file (GraphQL multipart request), streamed to a temporary file before the resolver runs. */
    File: { Input: StoredUpload; Output: never };
    /** A rich-text document (JSON); inputs are checked by the content schema in the resolver. */
    RichText: { Input: unknown; Output: RichDocumentJson };
  };
}>({
  plugins: [ValidationPlugin],
  // Fields are non-null unless they say `nullable: true`, so clients do not guard every value.
  defaultFieldNullability: false,
  validation: {
    validationError: (failure) => badUserInput(fieldErrorsOf(failure.issues as ReadonlyArray<ValidationIssue>)),
  },
});

builder.queryType({});
// Modules add mutations with builder.mutationField(s); schema.ts drops the type while it has none.
builder.mutationType({});
