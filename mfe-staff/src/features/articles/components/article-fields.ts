import type { ArticleKind } from '@sakina/shared/graphql';
import type { ArticleDraft } from '../../../state/article-draft';
import type { ArticleDraftState } from '../hooks/use-article-draft';

/** What each group of the article form is given: the values, a way to change them, and messages by field. */
export interface ArticleFieldsProps {
  kind: ArticleKind;
  draft: ArticleDraft;
  change: ArticleDraftState['change'];
  /** By field (`slug`, `title.ar`, `body.en`, `coverAlt.ar`), in words. */
  errors: Record<string, string>;
}
