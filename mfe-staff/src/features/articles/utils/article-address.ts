import type { ArticleKind } from '@sakina/shared/graphql';

const sections: Record<ArticleKind, string> = { BLOG: '/blog', NEWS: '/news' };

/** The public page of an article at `slug`, without the language prefix (`/blog/managing-exam-stress`). */
export const articlePath = (kind: ArticleKind, slug: string) => `${sections[kind]}/${slug}`;
