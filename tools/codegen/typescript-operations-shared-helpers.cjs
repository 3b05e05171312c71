// @graphql-codegen/typescript-operations, with the helper type its variables types use (`Exact`) declared once,
// in the shared schema types, rather than in every generated file of every frontend. `Incremental` (for @defer,
// which no operation here uses) is left out.
const typescriptOperations = require('@graphql-codegen/typescript-operations');

const exact = 'export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };';
const isHelper = (part) => /^(\/\*\*.*\*\/\n)?(export )?type (Exact|Incremental)</.test(part ?? '');

async function plugin(schema, documents, config, info) {
  const output = await typescriptOperations.plugin(schema, documents, config, info);
  if (config.generateOperationTypes === false) return { ...output, content: `${exact}\n\n${output.content}` };
  const prepend = (output.prepend ?? []).filter((part) => part && !isHelper(part));
  const usesExact = /\bExact</.test(output.content);
  const from = config.importSchemaTypesFrom.replace(/^~/, '');
  return { ...output, prepend: usesExact ? [...prepend, `import type { Exact } from '${from}';`] : prepend };
}

module.exports = { ...typescriptOperations, plugin };
