// The content a fresh site starts with: data files in api/seed-content/, read and checked once.
import { readSeedContent } from '../seed-files';

export * from './types';

const content = readSeedContent();

export const { practitioners, tags, articles, faqCategories } = content;
