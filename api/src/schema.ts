import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder';
import './modules/common/common.graphql';
import './modules/accounts/accounts.graphql';
import './modules/applications/applications.graphql';
import './modules/practitioners/practitioners.graphql';
import './modules/articles/articles.graphql';
import './modules/articles/article-editing.graphql';
import './modules/listings/listings.graphql';
import './modules/faq/faq.graphql';
import './modules/faq/faq-editing.graphql';
import './modules/contact/contact.graphql';
import './modules/business/business.graphql';
import './modules/newsletter/newsletter.graphql';
import './modules/chat-widget/chat-widget.graphql';
import './modules/staff/staff.graphql';
import './modules/staff/staff-api-tokens.graphql';
import './modules/issued-documents/issued-documents.graphql';
import './modules/media/media.graphql';
import './modules/privacy/privacy.graphql';

/** A root type without fields is invalid GraphQL: leave Mutation out until a module adds one. */
function withoutEmptyRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  const mutation = config.mutation && Object.keys(config.mutation.getFields()).length > 0 ? config.mutation : undefined;
  return new GraphQLSchema({
    ...config,
    mutation,
    types: config.types.filter((type) => type !== config.mutation || mutation),
  });
}

export const schema = withoutEmptyRootTypes(builder.toSchema());

export const schemaHeader =
  '# Generated from the Pothos schema in api/src by `npm run schema:print -w api`. Do not edit by hand.\n\n';

/** The committed api/schema.graphql: sorted, so that a change in code order changes nothing. */
export function printSchemaFile(): string {
  return `${schemaHeader}${printSchema(lexicographicSortSchema(schema))}\n`;
}
