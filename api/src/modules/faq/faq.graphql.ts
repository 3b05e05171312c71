import { requiredText } from '@sakina/shared/validation';
import { builder } from '../../builder';
import type { GraphQLContext } from '../../context';
import { createBatchLoader } from '../common/batch-loader';
import { onePer } from '../common/one-per';
import { LocalizedTextRef } from '../common/common.graphql';
import {
  findFaqCategory,
  listFaqCategories,
  listFaqQuestionsOf,
  searchFaq,
  type FaqCategorySummary,
  type FaqQuestion,
} from './faq.service';

// The categories of search results load their questions together, once per request.
const questionsLoader = onePer((context: GraphQLContext) =>
  createBatchLoader((categoryIds: number[]) => listFaqQuestionsOf(context, categoryIds)),
);

// A category reached from a search result has no questions loaded yet.
const FaqCategoryRef = builder.objectRef<FaqCategorySummary & { questions?: FaqQuestion[] }>('FaqCategory');
const FaqQuestionRef = builder.objectRef<FaqQuestion>('FaqQuestion');

FaqCategoryRef.implement({
  fields: (t) => ({
    id: t.exposeID('slug', { description: 'The slug, used in the category URL.' }),
    name: t.expose('name', { type: LocalizedTextRef }),
    questions: t.field({
      type: [FaqQuestionRef],
      resolve: async (category, _args, context) =>
        category.questions ?? (await questionsLoader(context)(category.id)) ?? [],
    }),
  }),
});

FaqQuestionRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    question: t.expose('question', { type: LocalizedTextRef }),
    answer: t.expose('answer', { type: LocalizedTextRef }),
    category: t.expose('category', { type: FaqCategoryRef }),
  }),
});

builder.queryFields((t) => ({
  faqCategories: t.field({
    type: [FaqCategoryRef],
    resolve: (_root, _args, context) => listFaqCategories(context),
  }),
  faqCategory: t.field({
    type: FaqCategoryRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => findFaqCategory(context, String(id)),
  }),
  faqSearch: t.field({
    type: [FaqQuestionRef],
    description: 'Questions of all categories matching every word, in either language.',
    args: { text: t.arg.string({ required: true, validate: requiredText({ max: 100 }) }) },
    resolve: (_root, { text }, context) => searchFaq(context, text),
  }),
}));
