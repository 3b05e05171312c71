import { screen, waitFor, within } from '@testing-library/react';
import { createFaqCategoryMutation } from '../features/faq/api/create-faq-category';
import { createFaqQuestionMutation } from '../features/faq/api/create-faq-question';
import { faqQuery } from '../features/faq/api/get-faq';
import { moveFaqCategoryMutation } from '../features/faq/api/move-faq-category';
import { saveFaqCategoryMutation } from '../features/faq/api/save-faq-category';
import { saveFaqQuestionMutation } from '../features/faq/api/save-faq-question';
import { refused } from '../testing/refused';
import { renderPage } from '../testing/render-page';
import { signedInAs } from '../testing/signed-in-as';
import StaffFaqPage from './faq';

const viewerMock = signedInAs({ role: 'EDITOR', permissions: ['content', 'listings'] });

const text = (en: string, ar: string) => ({ __typename: 'LocalizedText', en, ar });
const refund = {
  __typename: 'StaffFaqQuestion',
  id: '7',
  categoryId: '1',
  question: text('Can I get a refund?', 'هل يمكنني استرداد المبلغ؟'),
  answer: text('Yes, up to 24 hours before the session.', 'نعم، قبل الجلسة بأربع وعشرين ساعة.'),
  published: true,
  position: 0,
  version: 3,
};
const payments = {
  __typename: 'StaffFaqCategory',
  id: '1',
  slug: 'payments',
  name: text('Payments', 'الدفع'),
  published: true,
  position: 0,
  version: 2,
};
const privacy = {
  __typename: 'StaffFaqCategory',
  id: '2',
  slug: 'privacy',
  name: text('Privacy', 'الخصوصية'),
  published: false,
  position: 1,
  version: 5,
};

const faqMock = (categories: object[]) => ({
  request: { query: faqQuery },
  result: { data: { staffFaq: categories } },
});
const inOrder = [
  { ...payments, questions: [refund] },
  { ...privacy, questions: [] },
];

describe('StaffFaqPage', () => {
  it('lists the categories in order with their questions, and moves one up under the version shown', async () => {
    const { user } = renderPage(<StaffFaqPage />, {
      path: '/en/staff/faq',
      mocks: [
        viewerMock,
        faqMock(inOrder),
        {
          request: { query: moveFaqCategoryMutation, variables: { id: '2', version: 5, direction: 'UP' } },
          result: { data: { staffMoveFaqCategory: { ...privacy, position: 0, version: 6 } } },
        },
        faqMock([
          { ...privacy, position: 0, version: 6, questions: [] },
          { ...payments, position: 1, version: 3, questions: [refund] },
        ]),
      ],
    });

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Payments', 'Privacy']);
    const paymentsSection = screen.getByRole('region', { name: 'Payments' });
    expect(within(paymentsSection).getByRole('heading', { level: 3, name: 'Can I get a refund?' })).toBeInTheDocument();
    expect(within(paymentsSection).getByRole('button', { name: 'Move up: Payments' })).toBeDisabled();
    const privacySection = screen.getByRole('region', { name: 'Privacy' });
    expect(within(privacySection).getByText('Not published')).toBeInTheDocument();
    expect(within(privacySection).getByRole('button', { name: 'Move down: Privacy' })).toBeDisabled();

    await user.click(within(privacySection).getByRole('button', { name: 'Move up: Privacy' }));

    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Privacy',
        'Payments',
      ]),
    );
    expect(screen.getByText('“Privacy” moved up.')).toBeInTheDocument();
    // At the top it cannot move up any more: the focus stays beside, on Move down.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down: Privacy' })).toHaveFocus());
  });

  it('changes a question in a small form, both languages side by side, and unpublishes it', async () => {
    const saved = {
      ...refund,
      answer: text('Yes, up to 12 hours before the session.', refund.answer.ar),
      published: false,
      version: 4,
    };
    const { user } = renderPage(<StaffFaqPage />, {
      path: '/en/staff/faq',
      mocks: [
        viewerMock,
        faqMock(inOrder),
        {
          request: {
            query: saveFaqQuestionMutation,
            variables: {
              id: '7',
              version: 3,
              input: {
                question: { ar: refund.question.ar, en: refund.question.en },
                answer: { ar: refund.answer.ar, en: 'Yes, up to 12 hours before the session.' },
                published: false,
              },
            },
          },
          result: { data: { staffSaveFaqQuestion: saved } },
        },
      ],
    });

    const edit = await screen.findByRole('button', { name: 'Edit: Can I get a refund?' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await user.click(edit);
    const form = screen.getByRole('form', { name: 'Edit the question Can I get a refund?' });
    expect(within(form).getByRole('textbox', { name: /^Answer in Arabic/ })).toHaveAttribute('dir', 'rtl');
    const answer = within(form).getByRole('textbox', { name: /^Answer in English/ });
    expect(answer).toHaveAttribute('lang', 'en');
    await user.clear(answer);
    await user.type(answer, 'Yes, up to 12 hours before the session.');
    await user.click(within(form).getByRole('checkbox', { name: 'Published' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(edit).toHaveFocus());
    const question = screen.getByRole('region', { name: 'Can I get a refund?' });
    expect(within(question).getByText('Not published')).toBeInTheDocument();
    expect(within(question).getByText(/Yes, up to 12 hours before the session\./)).toBeInTheDocument();
  });

  it('keeps a category’s typed name when another editor saved first, in Arabic, and reloads their copy', async () => {
    const theirs = { ...payments, name: text('Payments', 'المدفوعات'), version: 3 };
    const { user } = renderPage(<StaffFaqPage />, {
      path: '/staff/faq',
      mocks: [
        viewerMock,
        faqMock(inOrder),
        {
          request: {
            query: saveFaqCategoryMutation,
            variables: {
              id: '1',
              version: 2,
              input: { slug: 'payments', name: { ar: 'الدفع والاسترداد', en: 'Payments' }, published: true },
            },
          },
          result: refused('STAFF_CONTENT_CONFLICT'),
        },
        faqMock([{ ...theirs, questions: [refund] }, inOrder[1]]),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'تعديل: الدفع' }));
    const form = screen.getByRole('form', { name: 'تعديل الفئة الدفع' });
    const arabicName = within(form).getByRole('textbox', { name: /^الاسم بالعربية/ });
    await user.type(arabicName, ' والاسترداد');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('حفظ شخص آخر تغييرات على هذا منذ أن فتحته.');
    expect(arabicName).toHaveValue('الدفع والاسترداد');

    await user.click(within(form).getByRole('button', { name: 'إعادة تحميل الأسئلة الشائعة' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: /^تعديل الفئة/ })).getByRole('textbox', { name: /^الاسم بالعربية/ }),
      ).toHaveValue('المدفوعات'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a category, telling a refused address beside its field and keeping what was typed', async () => {
    const input = { slug: 'Sessions', name: { ar: 'الجلسات', en: 'Sessions' }, published: true };
    const { user } = renderPage(<StaffFaqPage />, {
      path: '/en/staff/faq',
      mocks: [
        viewerMock,
        faqMock(inOrder),
        {
          request: { query: createFaqCategoryMutation, variables: { input } },
          result: refused('BAD_USER_INPUT', { fields: [{ path: 'slug', code: 'slug_invalid' }] }),
        },
        {
          request: { query: createFaqCategoryMutation, variables: { input: { ...input, slug: 'sessions' } } },
          result: {
            data: {
              staffCreateFaqCategory: { ...privacy, id: '3', slug: 'sessions', name: text('Sessions', 'الجلسات') },
            },
          },
        },
        faqMock([
          ...inOrder,
          { ...privacy, id: '3', slug: 'sessions', name: text('Sessions', 'الجلسات'), questions: [] },
        ]),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Add a category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    await user.type(within(form).getByRole('textbox', { name: /^Name in Arabic/ }), 'الجلسات');
    await user.type(within(form).getByRole('textbox', { name: /^Name in English/ }), 'Sessions');
    const slug = within(form).getByRole('textbox', { name: /^Address name/ });
    await user.type(slug, 'Sessions');
    await user.click(within(form).getByRole('checkbox', { name: 'Published' }));
    await user.click(within(form).getByRole('button', { name: 'Add a category' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Some fields need your attention');
    expect(slug).toHaveAccessibleDescription(/Use lower-case English letters, digits and single hyphens/);
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: /^Name in English/ })).toHaveValue('Sessions');

    await user.clear(slug);
    await user.type(slug, 'sessions');
    await user.click(within(form).getByRole('button', { name: 'Add a category' }));

    expect(await screen.findByText('Category added at the end.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Sessions' })).toBeInTheDocument();
  });

  it('adds a question at the end of a category', async () => {
    const input = {
      question: { ar: 'هل الجلسات سرية؟', en: 'Are sessions private?' },
      answer: { ar: 'نعم.', en: 'Yes.' },
      published: false,
    };
    const added = { ...refund, id: '9', categoryId: '2', ...input, position: 0, version: 1 };
    const { user } = renderPage(<StaffFaqPage />, {
      path: '/en/staff/faq',
      mocks: [
        viewerMock,
        faqMock(inOrder),
        {
          request: { query: createFaqQuestionMutation, variables: { categoryId: '2', input } },
          result: { data: { staffCreateFaqQuestion: added } },
        },
        faqMock([inOrder[0], { ...privacy, questions: [added] }]),
      ],
    });

    const privacySection = await screen.findByRole('region', { name: 'Privacy' });
    expect(within(privacySection).getByText('No questions yet.')).toBeInTheDocument();
    await user.click(within(privacySection).getByRole('button', { name: 'Add a question: Privacy' }));
    const form = within(privacySection).getByRole('form', { name: 'New question' });
    await user.type(within(form).getByRole('textbox', { name: /^Question in Arabic/ }), input.question.ar);
    await user.type(within(form).getByRole('textbox', { name: /^Question in English/ }), input.question.en);
    await user.type(within(form).getByRole('textbox', { name: /^Answer in Arabic/ }), input.answer.ar);
    await user.type(within(form).getByRole('textbox', { name: /^Answer in English/ }), input.answer.en);
    await user.click(within(form).getByRole('button', { name: 'Add a question' }));

    expect(await within(privacySection).findByText('Question added at the end of the category.')).toBeInTheDocument();
    expect(
      await within(privacySection).findByRole('heading', { level: 3, name: 'Are sessions private?' }),
    ).toBeInTheDocument();
  });
});
