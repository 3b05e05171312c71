import { GraphQLError, NoSchemaIntrospectionCustomRule, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// graphql-js ends a message with one suggestion sentence: `Did you mean "x"?`, `… the enum value "X"?`, `… "a" or "b"?`.
const suggestion = /\s*Did you mean [^?]*\?/g;

function withoutSuggestion<Failure extends Error>(error: Failure): Failure | GraphQLError {
  if (!(error instanceof GraphQLError) || !error.message.includes('Did you mean')) return error;
  return new GraphQLError(error.message.replace(suggestion, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

function resultWithoutSuggestions(result: ExecutionResult): ExecutionResult | null {
  if (!result.errors?.some((error) => error.message.includes('Did you mean'))) return null;
  return { ...result, errors: result.errors.map(withoutSuggestion) };
}

/**
 * In production the schema is not handed out: no introspection (`__schema`, `__type`) and no "Did you mean …"
 * naming fields, arguments or values a client did not know. The committed api/schema.graphql is the contract the
 * frontends build against; nothing at run time asks the server for its schema.
 */
export function useNoSchemaDiscovery(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ result, setResult }) => {
        if (result.some((error) => error.message.includes('Did you mean'))) setResult(result.map(withoutSuggestion));
      };
    },
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result)) return;
          const cleaned = resultWithoutSuggestions(result);
          if (cleaned) setResult(cleaned);
        },
      };
    },
  };
}
