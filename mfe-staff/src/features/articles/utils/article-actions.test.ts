import { articleActionsFor } from './article-actions';

const editor = ['content', 'listings'];
const medicalReviewer = ['medical-review'];
const sorted = (actions: ReadonlySet<string>) => [...actions].sort();

describe('articleActionsFor', () => {
  it('lets an editor send health content to review, and publish from a draft (the API asks for the approval)', () => {
    expect(sorted(articleActionsFor({ status: 'DRAFT', medicalReview: true, listed: false }, editor))).toEqual([
      'preview',
      'publish',
      'restore',
      'save',
      'submit',
    ]);
    expect(articleActionsFor({ status: 'DRAFT', medicalReview: false, listed: false }, editor).has('submit')).toBe(
      false,
    );
  });

  it('lets a medical reviewer approve or return what is in review, and nothing an editor does', () => {
    expect(
      sorted(articleActionsFor({ status: 'IN_REVIEW', medicalReview: true, listed: false }, medicalReviewer)),
    ).toEqual(['approve', 'preview', 'return']);
    expect(
      sorted(articleActionsFor({ status: 'APPROVED', medicalReview: true, listed: true }, medicalReviewer)),
    ).toEqual(['preview']);
  });

  it('offers unpublishing while the article is on the site or scheduled, and publishing only before', () => {
    const published = articleActionsFor({ status: 'PUBLISHED', medicalReview: false, listed: true }, editor);
    expect(published.has('unpublish')).toBe(true);
    expect(published.has('publish')).toBe(false);
    expect(
      articleActionsFor({ status: 'SCHEDULED', medicalReview: true, listed: false }, editor).has('unpublish'),
    ).toBe(true);
    const unpublished = articleActionsFor({ status: 'UNPUBLISHED', medicalReview: false, listed: false }, editor);
    expect(sorted(unpublished)).toEqual(['preview', 'restore', 'save']);
  });

  it('gives an admin both sets', () => {
    const admin = ['applications', 'content', 'listings', 'medical-review'];
    const actions = articleActionsFor({ status: 'IN_REVIEW', medicalReview: true, listed: false }, admin);
    expect(actions.has('approve') && actions.has('publish')).toBe(true);
  });
});
