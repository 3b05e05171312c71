import { builder } from '../../builder';
import { LocalizedTextInputRef, LocalizedTextRef } from '../common/common.graphql';
import {
  createFaqCategory,
  createFaqQuestion,
  listEditedFaq,
  moveFaqCategory,
  moveFaqQuestion,
  saveFaqCategory,
  saveFaqQuestion,
  type EditedFaqCategory,
  type FaqCategoryRow,
  type FaqQuestionRow,
} from './faq-editing.service';

const FaqQuestionRef = builder.objectRef<FaqQuestionRow>('StaffFaqQuestion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    categoryId: t.exposeID('categoryId'),
    question: t.expose('question', { type: LocalizedTextRef }),
    answer: t.expose('answer', { type: LocalizedTextRef }),
    published: t.exposeBoolean('published'),
    position: t.exposeInt('position'),
    version: t.exposeInt('version'),
  }),
});

const FaqCategoryRef = builder.objectRef<FaqCategoryRow>('StaffFaqCategory').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.expose('name', { type: LocalizedTextRef }),
    published: t.exposeBoolean('published'),
    position: t.exposeInt('position'),
    version: t.exposeInt('version'),
    questions: t.field({
      type: [FaqQuestionRef],
      description: 'In order, published or not (only with staffFaq).',
      resolve: (category) => (category as Partial<EditedFaqCategory>).questions ?? [],
    }),
  }),
});

const FaqCategoryInputRef = builder.inputType('StaffFaqCategoryInput', {
  fields: (t) => ({
    slug: t.string({ required: true }),
    name: t.field({ type: LocalizedTextInputRef, required: true }),
    published: t.boolean({ required: true }),
  }),
});

const FaqQuestionInputRef = builder.inputType('StaffFaqQuestionInput', {
  fields: (t) => ({
    question: t.field({ type: LocalizedTextInputRef, required: true }),
    answer: t.field({ type: LocalizedTextInputRef, required: true }),
    published: t.boolean({ required: true }),
  }),
});

const MoveDirection = builder.enumType('MoveDirection', {
  values: { UP: { value: 'up' }, DOWN: { value: 'down' } } as const,
});

builder.queryFields((t) => ({
  staffFaq: t.field({
    type: [FaqCategoryRef],
    description: 'Editors: every FAQ category and question, published or not, in order.',
    resolve: (_root, _args, context) => listEditedFaq(context),
  }),
}));

builder.mutationFields((t) => {
  const versioned = () => ({ id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) });
  return {
    staffCreateFaqCategory: t.field({
      type: FaqCategoryRef,
      args: { input: t.arg({ type: FaqCategoryInputRef, required: true }) },
      resolve: (_root, args, context) => createFaqCategory(context, args),
    }),
    staffSaveFaqCategory: t.field({
      type: FaqCategoryRef,
      args: { ...versioned(), input: t.arg({ type: FaqCategoryInputRef, required: true }) },
      resolve: (_root, args, context) => saveFaqCategory(context, args),
    }),
    staffMoveFaqCategory: t.field({
      type: FaqCategoryRef,
      args: { ...versioned(), direction: t.arg({ type: MoveDirection, required: true }) },
      resolve: (_root, args, context) => moveFaqCategory(context, args),
    }),
    staffCreateFaqQuestion: t.field({
      type: FaqQuestionRef,
      args: { categoryId: t.arg.id({ required: true }), input: t.arg({ type: FaqQuestionInputRef, required: true }) },
      resolve: (_root, args, context) => createFaqQuestion(context, args),
    }),
    staffSaveFaqQuestion: t.field({
      type: FaqQuestionRef,
      args: { ...versioned(), input: t.arg({ type: FaqQuestionInputRef, required: true }) },
      resolve: (_root, args, context) => saveFaqQuestion(context, args),
    }),
    staffMoveFaqQuestion: t.field({
      type: FaqQuestionRef,
      args: { ...versioned(), direction: t.arg({ type: MoveDirection, required: true }) },
      resolve: (_root, args, context) => moveFaqQuestion(context, args),
    }),
  };
});
