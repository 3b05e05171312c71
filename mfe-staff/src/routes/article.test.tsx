import { act, screen, waitFor, within } from '@testing-library/react';
import type { StaffArticleInput } from '@sakina/shared/graphql';
import type { RichDocument } from '@sakina/shared/rich-content';
import { Route, Routes } from 'react-router-dom';
import { approveArticleMutation } from '../features/articles/api/approve-article';
import { createArticleMutation } from '../features/articles/api/create-article';
import { articleQuery, type ArticleDetail } from '../features/articles/api/get-article';
import { tagsQuery } from '../features/articles/api/get-tags';
import { publishArticleMutation } from '../features/articles/api/publish-article';
import { restoreArticleRevisionMutation } from '../features/articles/api/restore-article-revision';
import { saveArticleMutation } from '../features/articles/api/save-article';
import { useStaffConsole } from '../state/staff-store';
import { refused } from '../testing/refused';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import StaffArticlePage from './article';
import StaffNewArticlePage from './new-article';
import { expectNoAxeViolations } from '../testing/axe';
import { stubLayoutForEditor } from '../testing/editor-environment';

beforeAll(stubLayoutForEditor);

beforeEach(() => act(() => useStaffConsole.getState().reset()));

const editor = signedInAs({ role: 'EDITOR', permissions: ['content', 'listings'] });
const medicalReviewer = signedInAs({ role: 'MEDICAL_REVIEWER', permissions: ['medical-review'] });

const paragraph = (text: string): RichDocument => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

// The API names each object's type: the cache matches the article's fragments by it.
const text = (en: string, ar: string) => ({ __typename: 'LocalizedText', ar, en });
const revision = (id: string, number: number, approved = false) => ({
  __typename: 'StaffArticleRevision',
  id,
  number,
  savedAt: `2026-11-${10 + number}T09:00:00.000Z`,
  slug: 'sleep-before-exams',
  title: text('Sleep before exams', 'النوم قبل الامتحانات'),
  approverName: approved ? text('Dr Huda Saleh', 'د. هدى صالح') : null,
  approvedAt: approved ? `2026-11-${10 + number}T12:00:00.000Z` : null,
});

const article = {
  __typename: 'StaffArticle',
  id: '7',
  kind: 'BLOG',
  status: 'DRAFT',
  version: 3,
  listed: false,
  publicSlug: 'sleep-before-exams',
  medicalReview: true,
  scheduledFor: null,
  publishedOn: null,
  publishedRevisionId: null,
  updatedAt: '2026-11-13T09:00:00.000Z',
  working: {
    ...revision('13', 3),
    summary: text('Why rest helps memory.', 'لماذا تساعد الراحة الذاكرة.'),
    body: { ar: paragraph('نم جيدًا.'), en: paragraph('Sleep well.') },
    tags: ['sleep'],
    author: null,
    cover: null,
  },
  revisions: [revision('13', 3), revision('12', 2, true), revision('11', 1)],
} satisfies ArticleDetail & { __typename: 'StaffArticle' };

/** The working copy as the form sends it back unchanged. */
const input: StaffArticleInput = {
  slug: 'sleep-before-exams',
  title: { ar: 'النوم قبل الامتحانات', en: 'Sleep before exams' },
  summary: { ar: 'لماذا تساعد الراحة الذاكرة.', en: 'Why rest helps memory.' },
  body: { ar: paragraph('نم جيدًا.'), en: paragraph('Sleep well.') },
  tags: ['sleep'],
  author: null,
  cover: null,
  medicalReview: true,
};

const articleMock = (detail: ArticleDetail, id = '7') => ({
  request: { query: articleQuery, variables: { id } },
  result: { data: { staffArticle: detail } },
});
const tagsMock = {
  request: { query: tagsQuery },
  result: {
    data: {
      staffTags: [
        { __typename: 'Tag', id: 'exams', name: text('Exams', 'الامتحانات') },
        { __typename: 'Tag', id: 'sleep', name: text('Sleep', 'النوم') },
      ],
    },
  },
};

/** The pages under their routes, as the shell mounts them. */
const pages = (
  <Routes>
    {['', '/en'].map((prefix) => [
      <Route key={`${prefix}new`} path={`${prefix}/staff/articles/new`} element={<StaffNewArticlePage />} />,
      <Route key={`${prefix}id`} path={`${prefix}/staff/articles/:articleId`} element={<StaffArticlePage />} />,
    ])}
  </Routes>
);

describe('StaffNewArticlePage', () => {
  it('creates the article with both languages’ documents, then shows the new article’s page', async () => {
    const created = {
      ...article,
      id: '9',
      version: 1,
      working: { ...article.working, tags: [] },
      revisions: [revision('13', 1)],
    };
    const { user } = renderPage(pages, {
      path: '/en/staff/articles/new?kind=blog',
      mocks: [
        editor,
        tagsMock,
        {
          request: {
            query: createArticleMutation,
            variables: {
              kind: 'BLOG',
              input: { ...input, tags: [], body: { ar: paragraph('نم جيدًا'), en: paragraph('Sleep well') } },
            },
          },
          result: { data: { staffCreateArticle: created } },
        },
        editor,
        articleMock(created, '9'),
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'New article' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'New article' });
    // Pasted, not typed key by key: a keystroke re-renders the whole form and its two editors, and typing is not
    // what this test is about.
    const enter = async (name: RegExp, text: string) => {
      await user.click(within(form).getByRole('textbox', { name }));
      await user.paste(text);
    };
    await enter(/^Address name/, 'sleep-before-exams');
    expect(within(form).getByRole('textbox', { name: /^Address name/ })).toHaveAccessibleDescription(
      /\/blog\/sleep-before-exams \/en\/blog\/sleep-before-exams/,
    );
    await enter(/^Title in Arabic/, 'النوم قبل الامتحانات');
    await enter(/^Title in English/, 'Sleep before exams');
    await enter(/^Summary in Arabic/, 'لماذا تساعد الراحة الذاكرة.');
    await enter(/^Summary in English/, 'Why rest helps memory.');
    const arabicBody = await within(form).findByRole('textbox', { name: 'Text in Arabic' });
    expect(arabicBody).toHaveAttribute('dir', 'rtl');
    await user.click(arabicBody);
    await user.keyboard('نم جيدًا');
    const englishBody = within(form).getByRole('textbox', { name: 'Text in English' });
    expect(englishBody).toHaveAttribute('lang', 'en');
    await user.click(englishBody);
    await user.keyboard('Sleep well');
    expect(within(form).getByRole('checkbox', { name: 'Health content: needs a medical review' })).toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Create the draft' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Article' })).toBeInTheDocument();
    expect(await screen.findByText(/Created: the article is a draft/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sleep before exams' })).toBeInTheDocument();
    expect(useStaffConsole.getState().articleDrafts).toEqual({});
  });

  it('keeps what was typed, both documents included, when the editor leaves and comes back, until discarded', async () => {
    const first = renderPage(pages, { path: '/en/staff/articles/new?kind=news', mocks: [editor, tagsMock] });
    const englishBody = await screen.findByRole('textbox', { name: 'Text in English' });
    await first.user.type(screen.getByRole('textbox', { name: /^Title in English/ }), 'Ramadan hours');
    await first.user.click(englishBody);
    await first.user.keyboard('Open from nine.');
    expect(screen.getByRole('checkbox', { name: 'Health content: needs a medical review' })).not.toBeChecked();
    first.unmount();

    const { user } = renderPage(pages, { path: '/en/staff/articles/new?kind=news', mocks: [editor, tagsMock] });
    expect(await screen.findByRole('heading', { level: 1, name: 'New news item' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Title in English/ })).toHaveValue('Ramadan hours');
    expect(await screen.findByRole('textbox', { name: 'Text in English' })).toHaveTextContent('Open from nine.');
    expect(screen.getByText('This form holds changes you have not saved yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard my changes' }));
    expect(screen.getByRole('textbox', { name: /^Title in English/ })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Text in English' })).toHaveTextContent(''));
  });

  it('has no accessibility violations', async () => {
    const { container } = renderPage(pages, { path: '/staff/articles/new?kind=blog', mocks: [editor, tagsMock] });
    await screen.findByRole('textbox', { name: 'النص بالإنجليزية' });
    await screen.findByRole('checkbox', { name: 'النوم' });
    await expectNoAxeViolations(container);
  });
});

describe('StaffArticlePage', () => {
  it('keeps the typed title when someone else saved first, says so, and reloads their copy', async () => {
    // Their save made revision 4, the working copy now.
    const theirRevision = { ...revision('14', 4), title: text('Sleeping before exams', 'النوم قبل الامتحانات') };
    const theirs = {
      ...article,
      version: 4,
      working: { ...article.working, ...theirRevision },
      revisions: [theirRevision, ...article.revisions],
    };
    const { user } = renderPage(pages, {
      path: '/en/staff/articles/7',
      mocks: [
        editor,
        articleMock(article),
        tagsMock,
        {
          request: {
            query: saveArticleMutation,
            variables: { id: '7', version: 3, input: { ...input, title: { ...input.title, en: 'Rest before exams' } } },
          },
          result: refused('STAFF_CONTENT_CONFLICT'),
        },
        articleMock(theirs),
      ],
    });

    const title = await screen.findByRole('textbox', { name: /^Title in English/ });
    await user.clear(title);
    await user.type(title, 'Rest before exams');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this since you opened it. Your changes are still in the form');
    // Focus moves to the message once it is shown (an effect), which a loaded machine can run a moment later.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(title).toHaveValue('Rest before exams');
    expect(screen.getByText('This form holds changes you have not saved yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload the article' }));
    expect(await screen.findByDisplayValue('Sleeping before exams')).toBe(
      screen.getByRole('textbox', { name: /^Title in English/ }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uploads a cover image, asks for its description, and tells refused fields beside them, the body’s included', async () => {
    const media = 'c0ffee00-1111-4222-8333-444455556666';
    const upload = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        Response.json({ data: { staffUploadImage: { id: media, width: 1600, height: 900, widths: [320, 640] } } }),
      );
    const cover = { media, alt: { ar: 'طالب نائم', en: '' } };
    const { user } = renderPage(pages, {
      path: '/en/staff/articles/7',
      mocks: [
        editor,
        articleMock(article),
        tagsMock,
        {
          request: { query: saveArticleMutation, variables: { id: '7', version: 3, input: { ...input, cover } } },
          result: refused('BAD_USER_INPUT', {
            fields: [
              { path: 'body.en', code: 'unsafe_link' },
              { path: 'cover.alt.en', code: 'required' },
            ],
          }),
        },
      ],
    });

    const coverGroup = await screen.findByRole('group', { name: 'Cover image (optional)' });
    await user.upload(
      within(coverGroup).getByLabelText(/^Image/, { selector: 'input' }),
      new File(['webp'], 'student.webp', { type: 'image/webp' }),
    );
    expect(upload).toHaveBeenCalledWith('/graphql', expect.objectContaining({ method: 'POST' }));
    const arabicAlt = await within(coverGroup).findByRole('textbox', {
      name: /^Description of the cover image in Arabic/,
    });
    await user.type(arabicAlt, 'طالب نائم');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Some fields need your attention');
    expect(within(summary).getByRole('link', { name: /Links may go to https/ })).toHaveAttribute(
      'href',
      '#article-body-en',
    );
    expect(within(summary).getByRole('link', { name: 'This field is required' })).toHaveAttribute(
      'href',
      '#article-coverAlt-en',
    );
    expect(screen.getByRole('textbox', { name: 'Text in English' })).toHaveAccessibleDescription(
      /Links may go to https, http, mailto or tel addresses/,
    );
    expect(screen.getByRole('textbox', { name: 'Text in English' })).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(coverGroup).getByRole('textbox', { name: /^Description of the cover image in English/ }),
    ).toHaveAccessibleDescription(/This field is required/);
    expect(arabicAlt).toHaveValue('طالب نائم');
    upload.mockRestore();
  });

  it('says health content needs a medical reviewer’s approval when it is published before', async () => {
    const { user } = renderPage(pages, {
      path: '/en/staff/articles/7',
      mocks: [
        editor,
        articleMock(article),
        tagsMock,
        {
          request: { query: publishArticleMutation, variables: { id: '7', version: 3 } },
          result: refused('STAFF_APPROVAL_REQUIRED'),
        },
      ],
    });

    const workflow = await screen.findByRole('region', { name: 'Review and publishing' });
    await user.click(within(workflow).getByRole('button', { name: 'Publish now' }));

    expect(await within(workflow).findByRole('alert')).toHaveTextContent(
      'Health content goes out only after a medical reviewer approves this version. Send it to review first.',
    );
    expect(screen.getByRole('textbox', { name: /^Title in English/ })).toHaveValue('Sleep before exams');
  });

  it('offers a medical reviewer Approve and Return, not Publish, and approves under the name the page will show', async () => {
    const inReview = { ...article, status: 'IN_REVIEW' as const };
    // The working copy is the newest revision: both carry the approval.
    const reviewed = { approverName: text('Dr Huda Saleh', 'د. هدى صالح'), approvedAt: '2026-11-26T10:00:00.000Z' };
    const approved = {
      ...article,
      status: 'APPROVED' as const,
      version: 4,
      working: { ...article.working, ...reviewed },
      revisions: [{ ...revision('13', 3), ...reviewed }, ...article.revisions.slice(1)],
    };
    const { user } = renderPage(pages, {
      path: '/en/staff/articles/7',
      mocks: [
        medicalReviewer,
        articleMock(inReview),
        {
          request: {
            query: approveArticleMutation,
            variables: { id: '7', version: 3, reviewerName: { ar: 'د. هدى صالح', en: 'Dr Huda Saleh' } },
          },
          result: { data: { staffApproveArticle: approved } },
        },
      ],
    });

    const workflow = await screen.findByRole('region', { name: 'Review and publishing' });
    expect(within(workflow).getByRole('button', { name: 'Return to draft' })).toBeInTheDocument();
    expect(within(workflow).queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'النوم قبل الامتحانات' })).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('article', { name: 'Sleep before exams' })).toHaveTextContent('Sleep well.');

    await user.click(within(workflow).getByRole('button', { name: 'Approve' }));
    const approval = within(workflow).getByRole('form', { name: 'Medical approval' });
    await user.type(
      within(approval).getByRole('textbox', { name: /^Your name as the page shows it in Arabic/ }),
      'د. هدى صالح',
    );
    await user.type(
      within(approval).getByRole('textbox', { name: /^Your name as the page shows it in English/ }),
      'Dr Huda Saleh',
    );
    await user.click(within(approval).getByRole('button', { name: 'Approve this copy' }));

    expect(await within(workflow).findByText('Approved: an editor can publish it now.')).toHaveFocus();
    expect(within(workflow).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    const standing = screen.getByRole('region', { name: 'Sleep before exams' });
    expect(within(standing).getByText('Dr Huda Saleh on 26/11/2026')).toBeInTheDocument();
    expect(within(standing).getByText(/^Approved$/)).toBeInTheDocument();
  });

  it('offers an editor Publish, not Approve, and schedules at the time typed as ISO 8601 with the device’s offset', async () => {
    const approved = { ...article, status: 'APPROVED' as const };
    const { user } = renderPage(pages, {
      path: '/en/staff/articles/7',
      mocks: [
        editor,
        articleMock(approved),
        tagsMock,
        {
          request: {
            query: publishArticleMutation,
            variables: ({ id, version, at }: { id: string; version: number; at?: string }) =>
              id === '7' &&
              version === 3 &&
              /^2027-01-15T09:30:00[+-]\d{2}:\d{2}$/.test(at ?? '') &&
              Date.parse(at ?? '') === new Date(2027, 0, 15, 9, 30).getTime(),
          },
          result: {
            data: {
              staffPublishArticle: {
                ...approved,
                status: 'SCHEDULED',
                version: 4,
                scheduledFor: '2027-01-15T09:30:00.000Z',
              },
            },
          },
        },
      ],
    });

    const workflow = await screen.findByRole('region', { name: 'Review and publishing' });
    expect(within(workflow).getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(within(workflow).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(workflow).queryByRole('button', { name: 'Return to draft' })).not.toBeInTheDocument();

    const schedule = within(workflow).getByRole('form', { name: 'Publish at a set time' });
    await user.click(within(schedule).getByRole('button', { name: 'Schedule' }));
    expect(within(schedule).getByLabelText(/^Publish on/)).toHaveAccessibleDescription(
      /Choose the date and time to publish at\./,
    );
    await user.type(within(schedule).getByLabelText(/^Publish on/), '2027-01-15T09:30');
    await user.click(within(schedule).getByRole('button', { name: 'Schedule' }));

    expect(await within(workflow).findByText('Scheduled: it goes out by itself at the time set.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Sleep before exams' })).getByText(/^Scheduled$/),
    ).toBeInTheDocument();
    expect(within(workflow).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  });

  it('restores an older revision once confirmed, naming it by id', async () => {
    const restored = {
      ...article,
      version: 4,
      working: { ...article.working, ...revision('14', 4) },
      revisions: [revision('14', 4), ...article.revisions],
    };
    const { user } = renderPage(pages, {
      path: '/en/staff/articles/7',
      mocks: [
        editor,
        articleMock(article),
        tagsMock,
        {
          request: { query: restoreArticleRevisionMutation, variables: { id: '7', version: 3, revisionId: '11' } },
          result: { data: { staffRestoreArticleRevision: restored } },
        },
      ],
    });

    const revisions = await screen.findByRole('table', { name: 'Revisions, newest first' });
    const working = within(revisions).getByRole('row', { name: /Revision 3/ });
    expect(working).toHaveTextContent('Working copy');
    expect(within(working).queryByRole('button')).not.toBeInTheDocument();
    expect(within(revisions).getByRole('row', { name: /Revision 2/ })).toHaveTextContent('Dr Huda Saleh on 12/11/2026');

    await user.click(within(revisions).getByRole('button', { name: 'Restore revision 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore revision 1?' });
    expect(dialog).toHaveAccessibleDescription(/becomes the working copy again/);
    await user.click(within(dialog).getByRole('button', { name: 'Restore revision 1' }));

    expect(
      await screen.findByText('Restored: the revision is the working copy again, as a new draft.'),
    ).toBeInTheDocument();
    expect(within(revisions).getByRole('row', { name: /Revision 4/ })).toHaveTextContent('Working copy');
  });

  it('shows where a published article stands: its public pages, and that the working copy is not public yet', async () => {
    const published = {
      ...article,
      status: 'DRAFT' as const,
      listed: true,
      publishedOn: '2026-11-12',
      publishedRevisionId: '12',
    };
    const { container } = renderPage(pages, {
      path: '/en/staff/articles/7',
      mocks: [editor, articleMock(published), tagsMock],
    });

    const standing = await screen.findByRole('region', { name: 'Sleep before exams' });
    expect(within(standing).getByRole('link', { name: 'View the public page in Arabic' })).toHaveAttribute(
      'href',
      '/blog/sleep-before-exams',
    );
    expect(within(standing).getByRole('link', { name: 'View the public page in English' })).toHaveAttribute(
      'href',
      '/en/blog/sleep-before-exams',
    );
    expect(standing).toHaveTextContent(
      'The public page shows revision 2; the working copy (revision 3) is not published yet.',
    );
    await screen.findByRole('textbox', { name: 'Text in Arabic' });
    await screen.findByRole('checkbox', { name: 'Sleep' });
    await expectNoAxeViolations(container);
  });
});
