import { searchTextSchema } from '@sakina/shared/validation';
import { z } from 'zod';
import { builder } from '../../builder';
import { loadMediaImage, MediaImageRef } from '../media/media.graphql';
import type { GraphQLContext } from '../../context';
import { createBatchLoader } from '../common/batch-loader';
import { onePer } from '../common/one-per';
import { LocalizedRichTextRef, LocalizedTextRef } from '../common/common.graphql';
import { listArgumentsSchema, pageRequest, type Page } from '../common/pagination';
import {
  findArticle,
  latestArticle,
  listArticles,
  listTags,
  relatedArticlesOf,
  relatedKey,
  type Article,
  type Tag,
} from './articles.service';
import { findArticlePreview, resolveArticleAddress, type ArticleAddress } from './article-editing.service';
import type { ArticleCover } from './articles.table';

// Every article of a response asks for its related articles together: one query, however long the list.
const relatedLoader = onePer((context: GraphQLContext) =>
  createBatchLoader((keys: string[]) =>
    relatedArticlesOf(
      context,
      keys.map((key) => {
        const [articleId, limit] = key.split(':').map(Number);
        return { articleId: articleId!, limit: limit! };
      }),
    ),
  ),
);

export const ArticleKind = builder.enumType('ArticleKind', {
  values: { BLOG: { value: 'blog' }, NEWS: { value: 'news' } } as const,
});

const ArticleSort = builder.enumType('ArticleSort', {
  values: {
    RELEVANCE: { value: 'relevance', description: 'Best match of the search first; newest first without one.' },
    NEWEST: { value: 'newest' },
    OLDEST: { value: 'oldest' },
  } as const,
});

export const TagRef = builder.objectRef<Tag>('Tag').implement({
  fields: (t) => ({
    id: t.exposeID('slug'),
    name: t.expose('name', { type: LocalizedTextRef }),
  }),
});

export const ArticleCoverRef = builder.objectRef<ArticleCover>('ArticleCover').implement({
  description: 'The picture shown with the article, with its text alternative in each language.',
  fields: (t) => ({
    media: t.exposeID('media', { description: 'The image: /media/<media>/<width>.webp.' }),
    alt: t.expose('alt', { type: LocalizedTextRef }),
    image: t.field({
      type: MediaImageRef,
      nullable: true,
      description: 'Its size and stored widths (for srcset); null if the image is gone.',
      resolve: (cover, _args, context) => loadMediaImage(context, cover.media),
    }),
  }),
});

const ArticleRef = builder.objectRef<Article>('Article');

ArticleRef.implement({
  fields: (t) => ({
    id: t.exposeID('slug', { description: 'The slug, used in the article URL.' }),
    kind: t.expose('kind', { type: ArticleKind }),
    title: t.expose('title', { type: LocalizedTextRef }),
    summary: t.expose('summary', { type: LocalizedTextRef }),
    content: t.expose('body', {
      type: LocalizedRichTextRef,
      description: 'The document in each language: headings, paragraphs, lists, quotes, links and images.',
    }),
    publishedOn: t.expose('publishedOn', { type: 'Date' }),
    author: t.expose('author', { type: LocalizedTextRef, nullable: true }),
    cover: t.expose('cover', { type: ArticleCoverRef, nullable: true }),
    reviewedBy: t.expose('reviewedBy', {
      type: LocalizedTextRef,
      nullable: true,
      description: 'Health content: the medical reviewer who approved this copy.',
    }),
    reviewedOn: t.expose('reviewedOn', { type: 'Date', nullable: true }),
    tags: t.expose('tags', { type: [TagRef] }),
    related: t.field({
      type: [ArticleRef],
      description: 'Articles of the same kind sharing a tag, newest first.',
      args: {
        limit: t.arg.int({
          defaultValue: 3,
          validate: z.number().int().min(1, 'number_too_small').max(10, 'number_too_large'),
        }),
      },
      resolve: async (article, { limit }, context) =>
        (await relatedLoader(context)(relatedKey({ articleId: article.id, limit: limit ?? 3 }))) ?? [],
    }),
  }),
});

const ArticleAddressStatus = builder.enumType('ArticleAddressStatus', {
  values: {
    CURRENT: { value: 'current' },
    MOVED: { value: 'moved' },
    GONE: { value: 'gone' },
    UNKNOWN: { value: 'unknown' },
  } as const,
});

const ArticleAddressRef = builder.objectRef<ArticleAddress>('ArticleAddress').implement({
  fields: (t) => ({
    status: t.field({ type: ArticleAddressStatus, resolve: (address) => address.kind }),
    id: t.string({
      nullable: true,
      description: 'MOVED: the current slug.',
      resolve: (address) => (address.kind === 'moved' ? address.slug : null),
    }),
  }),
});

const ArticlePageRef = builder.objectRef<Page<Article>>('ArticlePage').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [ArticleRef] }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageCount: t.exposeInt('pageCount'),
  }),
});

builder.queryFields((t) => ({
  articles: t.field({
    type: ArticlePageRef,
    args: {
      kind: t.arg({ type: ArticleKind, required: true }),
      search: t.arg.string(),
      tag: t.arg.string({ description: 'A tag id.' }),
      sort: t.arg({ type: ArticleSort, defaultValue: 'newest' }),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: 10 }),
    },
    validate: listArgumentsSchema({ search: searchTextSchema.nullish() }),
    resolve: (_root, args, context) =>
      listArticles(
        context,
        { kind: args.kind, search: args.search, tag: args.tag },
        args.sort ?? 'newest',
        pageRequest(args.page, args.pageSize),
      ),
  }),
  article: t.field({
    type: ArticleRef,
    nullable: true,
    args: { kind: t.arg({ type: ArticleKind, required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, { kind, id }, context) => findArticle(context, kind, String(id)),
  }),
  articleAddress: t.field({
    type: ArticleAddressRef,
    description: 'What an article address answers: the page, a move to its new address (301), gone (410) or unknown.',
    args: { kind: t.arg({ type: ArticleKind, required: true }), id: t.arg.id({ required: true }) },
    validate: z.looseObject({ id: z.string().max(200, 'text_too_long') }),
    resolve: (_root, { kind, id }, context) => resolveArticleAddress(context, kind, String(id)),
  }),
  articlePreview: t.field({
    type: ArticleRef,
    nullable: true,
    description: 'The copy a staff preview link shows (an hour), as the public page would; null once expired.',
    args: { token: t.arg.string({ required: true }) },
    validate: z.looseObject({ token: z.string().max(100, 'text_too_long') }),
    resolve: (_root, { token }, context) => {
      context.reply.header('cache-control', 'no-store');
      return findArticlePreview(context, token);
    },
  }),
  latestArticle: t.field({
    type: ArticleRef,
    nullable: true,
    args: { kind: t.arg({ type: ArticleKind, required: true }) },
    resolve: (_root, { kind }, context) => latestArticle(context, kind),
  }),
  tags: t.field({
    type: [TagRef],
    description: 'The tags used by articles of this kind.',
    args: { kind: t.arg({ type: ArticleKind, required: true }) },
    resolve: (_root, { kind }, context) => listTags(context, kind),
  }),
}));
