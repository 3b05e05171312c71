import fs from 'node:fs';
import path from 'node:path';
import { Kind, specifiedRules, validate, type DefinitionNode, type DocumentNode, visit } from 'graphql';
import { schema } from '../schema';
import { graphqlLimits, parseWithTokenLimit, queryLimitRules } from './graphql-limits';

const repositoryRoot = path.resolve(__dirname, '../../..');
const frontendFolders = [
  'shell',
  'mfe-public',
  'mfe-practitioner',
  'mfe-business',
  'mfe-documents',
  'mfe-staff',
  'shared',
];

function sourceFiles(folder: string): string[] {
  const root = path.join(repositoryRoot, folder, 'src');
  return fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => path.join(root, file));
}

/** Every document of the frontends (the browser and the server render send the same ones): their `.graphql` files. */
function siteDocuments(): { name: string; definitions: DefinitionNode[] }[] {
  return frontendFolders.flatMap(sourceFiles).map((file) => ({
    name: path.relative(repositoryRoot, file),
    definitions: [...parseWithTokenLimit(fs.readFileSync(file, 'utf8')).definitions],
  }));
}

/** Each operation with the fragments it spreads, directly or through other fragments. */
function siteOperations(): { name: string; document: DocumentNode }[] {
  const documents = siteDocuments();
  const fragments = new Map(
    documents
      .flatMap((document) => document.definitions)
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => [definition.name.value, definition]),
  );
  return documents.flatMap(({ name, definitions }) =>
    definitions
      .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => {
        const needed = new Map<string, DefinitionNode>();
        const collect = (node: DefinitionNode) =>
          visit(node, {
            FragmentSpread(spread) {
              const fragment = fragments.get(spread.name.value);
              if (fragment && !needed.has(spread.name.value)) {
                needed.set(spread.name.value, fragment);
                collect(fragment);
              }
            },
          });
        collect(operation);
        return {
          name: `${name}: ${operation.name?.value ?? 'anonymous'}`,
          document: { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] } as DocumentNode,
        };
      }),
  );
}

describe('the limits and the site', () => {
  const operations = siteOperations();

  it('finds the site’s operations', () => {
    expect(operations.length).toBeGreaterThan(25);
  });

  it.each(operations.map((operation) => [operation.name, operation.document] as const))(
    '%s stays within every limit',
    (_name, document) => {
      expect(validate(schema, document, [...specifiedRules, ...queryLimitRules()])).toEqual([]);
    },
  );
});

describe('refused documents', () => {
  const errorsOf = (query: string) => {
    try {
      return validate(schema, parseWithTokenLimit(query), queryLimitRules()).map((error) => ({
        message: error.message,
        extensions: error.extensions,
      }));
    } catch (error) {
      return [{ message: (error as Error).message, extensions: (error as { extensions?: unknown }).extensions }];
    }
  };
  const limitsOf = (query: string) => errorsOf(query).map((error) => (error.extensions as { limit?: string })?.limit);

  it('refuses related inside related, also through fragments and inline fragments', () => {
    expect(limitsOf('{ articles(kind: BLOG) { items { related { related { id } } } } }')).toEqual(['nesting']);
    expect(
      limitsOf(`
        query { article(kind: BLOG, id: "a") { ...R } }
        fragment R on Article { related { ... on Article { ...S } } }
        fragment S on Article { related { id } }
      `),
    ).toEqual(['nesting']);
    expect(limitsOf('{ articles(kind: BLOG) { items { related { id } } } }')).toEqual([]);
  });

  it('cuts the FAQ loop: a category’s questions cannot lead back to questions', () => {
    expect(limitsOf('{ faqCategories { questions { category { questions { id } } } } }')).toContain('nesting');
    expect(limitsOf('{ faqSearch(text: "x") { category { questions { id } } } }')).toEqual([]);
  });

  it('refuses deep, aliased, long and costly documents with QUERY_LIMIT_EXCEEDED', () => {
    const deep = `{ ${'... on Query { '.repeat(graphqlLimits.depth)} __typename ${'} '.repeat(graphqlLimits.depth)} }`;
    expect(errorsOf(deep)).toContainEqual(
      expect.objectContaining({ extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit: 'depth' } }),
    );

    const aliases = Array.from(
      { length: graphqlLimits.aliases + 1 },
      (_, index) => `a${index}: faqCategories { id }`,
    ).join(' ');
    expect(limitsOf(`{ ${aliases} }`)).toContain('aliases');

    const tokens = `{ ${'__typename '.repeat(graphqlLimits.tokens)} }`;
    expect(limitsOf(tokens)).toEqual(['tokens']);

    const costly = Array.from(
      { length: 9 },
      (_, index) => `a${index}: articles(kind: BLOG) { items { ...F related { ...F } } }`,
    ).join(' ');
    const fields = 'id title { ar en } summary { ar en } content { ar en } tags { id name { ar en } }';
    expect(limitsOf(`{ ${costly} } fragment F on Article { ${fields} }`)).toContain('cost');
  });
});
