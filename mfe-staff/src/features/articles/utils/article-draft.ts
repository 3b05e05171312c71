import type { ArticleKind, LocalizedTextInput, StaffArticleInput } from '@sakina/shared/graphql';
import { emptyDocument } from '@sakina/shared/rich-content';
import { localizedInputOf } from '../../../components/localized-fields';
import type { ArticleDraft } from '../../../state/article-draft';
import type { ArticleDetail } from '../api/get-article';

const noText: LocalizedTextInput = { ar: '', en: '' };

/** The form's values for a new article: blog posts are health content by default, news is not. */
export function blankDraft(kind: ArticleKind): ArticleDraft {
  return {
    version: 0,
    slug: '',
    title: noText,
    summary: noText,
    author: noText,
    body: { ar: emptyDocument(), en: emptyDocument() },
    tags: [],
    cover: null,
    medicalReview: kind === 'BLOG',
  };
}

/** The form's values for the working copy of an article, under the version it was read at. */
export function draftOf({ version, medicalReview, working }: ArticleDetail): ArticleDraft {
  return {
    version,
    slug: working.slug,
    title: localizedInputOf(working.title),
    summary: localizedInputOf(working.summary),
    author: working.author ? localizedInputOf(working.author) : noText,
    body: { ar: working.body.ar, en: working.body.en },
    tags: [...working.tags],
    cover: working.cover ? { media: working.cover.media, alt: localizedInputOf(working.cover.alt) } : null,
    medicalReview,
  };
}

const isEmpty = (text: LocalizedTextInput) => text.ar.trim() === '' && text.en.trim() === '';

/** What the form sends: an author left empty in both languages is no author (the API checks everything else). */
export function articleInputOf(draft: ArticleDraft): StaffArticleInput {
  return {
    slug: draft.slug.trim(),
    title: draft.title,
    summary: draft.summary,
    body: draft.body,
    tags: draft.tags,
    author: isEmpty(draft.author) ? null : draft.author,
    cover: draft.cover,
    medicalReview: draft.medicalReview,
  };
}
