export * from './types';
export { practitioners } from './practitioners';
export { tags } from './tags';
export { articles } from './articles';
export { faqCategories } from './faq';
