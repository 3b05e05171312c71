import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate } from 'graphql';
import { faqCategoriesQuery } from './get-faq-categories';
import { faqCategoryQuery } from './get-faq-category';
import { faqSearchQuery } from './search-faq';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../../api/schema.graphql'), 'utf8'));

// The frontends' contract is the committed schema: an operation it does not accept fails here, not in the browser.
it.each([
  ['faqCategories', faqCategoriesQuery],
  ['faqCategory', faqCategoryQuery],
  ['faqSearch', faqSearchQuery],
])('%s matches the API schema', (_name, document) => {
  expect(validate(schema, document).map((error) => error.message)).toEqual([]);
});
