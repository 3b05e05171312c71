import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  getNamedType,
  GraphQLError,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLNamedType,
  type ParseOptions,
  type SelectionNode,
  type Source,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one GraphQL document may ask for. The site's own operations stay well inside (a test checks every one of
 * them); an operation over any limit is refused before anything runs, with `extensions.code` QUERY_LIMIT_EXCEEDED.
 */
export const graphqlLimits = {
  /** Nested selections, fragments counted as the fields they hold. */
  depth: 10,
  /** Aliased fields in one document. */
  aliases: 10,
  /** Lexical tokens: names, punctuation, values. */
  tokens: 1_500,
  /** GraphQL Armor's static cost: objects 2, scalars 1, times 1.5 per level. */
  cost: 1_000,
  directives: 20,
  /** A JSON request's body (multipart uploads have their own limit). */
  bodyBytes: 100 * 1024,
} as const;

/**
 * Fields that return the type that holds them again: each may appear once on a path, so a loop such as
 * `related { related { … } }` or `questions { category { questions { … } } }` is refused at any depth.
 */
export const notNestable: readonly string[] = ['Article.related', 'FaqCategory.questions', 'FaqQuestion.category'];

export type QueryLimit = 'depth' | 'aliases' | 'tokens' | 'cost' | 'directives' | 'nesting';

export function queryLimitExceeded(limit: QueryLimit, message: string): GraphQLError {
  return new GraphQLError(message.replace(/^Syntax Error: /, ''), {
    extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit },
  });
}

/** Armor's rules throw a plain error; report it with our code and keep validating. */
function coded(limit: QueryLimit) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(queryLimitExceeded(limit, error.message)),
    ],
  };
}

/** Refuses a field of `notNestable` selected anywhere inside itself, also through fragments. */
export function noSelfNestingRule(coordinates: readonly string[] = notNestable): ValidationRule {
  const watched = new Set(coordinates);
  return (context) => {
    const reported = new Set<string>();
    // Inline fragments and spreads count as the fields they add to their parent.
    const fieldsOf = (selections: readonly SelectionNode[] | undefined, spread = new Set<string>()): FieldNode[] =>
      (selections ?? []).flatMap((selection) => {
        if (selection.kind === Kind.FIELD) return [selection];
        if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet.selections, spread);
        if (spread.has(selection.name.value)) return [];
        const fragment = context.getFragment(selection.name.value);
        return fieldsOf(fragment?.selectionSet.selections, new Set([...spread, selection.name.value]));
      });
    const walk = (fields: FieldNode[], parentType: GraphQLNamedType | null | undefined, open: string[]): void => {
      if (!isObjectType(parentType)) return;
      for (const field of fields) {
        const definition = parentType.getFields()[field.name.value];
        if (!definition) continue;
        const coordinate = `${parentType.name}.${field.name.value}`;
        const isWatched = watched.has(coordinate);
        if (isWatched && open.includes(coordinate)) {
          if (!reported.has(coordinate)) {
            reported.add(coordinate);
            context.reportError(queryLimitExceeded('nesting', `${coordinate} cannot be selected inside itself.`));
          }
          continue;
        }
        walk(
          fieldsOf(field.selectionSet?.selections),
          getNamedType(definition.type),
          isWatched ? [...open, coordinate] : open,
        );
      }
    };
    return {
      OperationDefinition(operation) {
        const schema = context.getSchema();
        const root =
          operation.operation === 'query'
            ? schema.getQueryType()
            : operation.operation === 'mutation'
              ? schema.getMutationType()
              : schema.getSubscriptionType();
        walk(fieldsOf(operation.selectionSet.selections), root, []);
      },
    };
  };
}

/** The validation rules of every operation: GraphQL Armor's depth, aliases, cost and directives, and nesting. */
export function queryLimitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: graphqlLimits.depth, ...coded('depth') }) as ValidationRule,
    maxAliasesRule({ n: graphqlLimits.aliases, ...coded('aliases') }) as ValidationRule,
    costLimitRule({ maxCost: graphqlLimits.cost, ...coded('cost') }) as ValidationRule,
    maxDirectivesRule({ n: graphqlLimits.directives, ...coded('directives') }) as ValidationRule,
    noSelfNestingRule(),
  ];
}

/** Parses with GraphQL Armor's token-counting lexer, which stops at the first token over the limit. */
export function parseWithTokenLimit(source: string | Source, options?: ParseOptions): DocumentNode {
  try {
    const parser = new MaxTokensParserWLexer(source, { ...options, n: graphqlLimits.tokens });
    return parser.parseDocument();
  } catch (error) {
    if (error instanceof GraphQLError && /Token limit of \d+ exceeded/.test(error.message)) {
      throw queryLimitExceeded('tokens', error.message);
    }
    throw error;
  }
}

/** The limits as a Yoga plugin. */
export function useQueryLimits(): Plugin {
  const rules = queryLimitRules();
  return {
    onParse({ setParseFn }) {
      setParseFn(parseWithTokenLimit);
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}
