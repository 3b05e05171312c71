import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate } from 'graphql';
import { articleQuery } from './get-article';
import { articleTagsQuery } from './get-article-tags';
import { articlesQuery } from './get-articles';
import { latestArticleQuery } from './get-latest-article';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../../api/schema.graphql'), 'utf8'));

// The frontends' contract is the committed schema: an operation it does not accept fails here, not in the browser.
it.each([
  ['articles', articlesQuery],
  ['tags', articleTagsQuery],
  ['article', articleQuery],
  ['latestArticle', latestArticleQuery],
])('%s matches the API schema', (_name, document) => {
  expect(validate(schema, document).map((error) => error.message)).toEqual([]);
});
