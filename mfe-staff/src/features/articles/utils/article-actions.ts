import type { ArticleStatus } from '@sakina/shared/graphql';
import type { ArticleDetail } from '../api/get-article';

/** What a member can do to an article. */
export type ArticleAction = 'save' | 'submit' | 'approve' | 'return' | 'publish' | 'unpublish' | 'restore' | 'preview';

/** The states a working copy may go out from (the API still asks health content for its approval). */
const publishable: readonly ArticleStatus[] = ['DRAFT', 'IN_REVIEW', 'APPROVED'];

/**
 * The actions the article's state and the member's permissions allow: editors (`content`) write, submit, publish
 * and unpublish; medical reviewers (`medical-review`) approve or return what is in review; both preview.
 */
export function articleActionsFor(
  { status, medicalReview, listed }: Pick<ArticleDetail, 'status' | 'medicalReview' | 'listed'>,
  permissions: readonly string[],
): ReadonlySet<ArticleAction> {
  const actions = new Set<ArticleAction>(['preview']);
  if (permissions.includes('content')) {
    actions.add('save');
    actions.add('restore');
    if (status === 'DRAFT' && medicalReview) actions.add('submit');
    if (publishable.includes(status)) actions.add('publish');
    if (listed || status === 'SCHEDULED') actions.add('unpublish');
  }
  if (permissions.includes('medical-review') && status === 'IN_REVIEW') {
    actions.add('approve');
    actions.add('return');
  }
  return actions;
}
