import { fixtureContent } from '../../testing/fixtures/seed-content';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signedInStaff, type TestStaffMember } from '../staff/staff.testing';

let testApp: TestApp;
let editor: TestStaffMember;

beforeAll(async () => {
  testApp = await createTestApp({ content: fixtureContent });
  editor = await signedInStaff(testApp, 'editor');
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

interface Ordered {
  id: string;
  position: number;
  version: number;
}

const text = (en: string) => ({ ar: `عن ${en}`, en });

async function mutate<Result>(query: string, variables: Record<string, unknown>) {
  const reply = await testApp.graphql<Record<string, Result>>(query, variables, editor.headers);
  return {
    result: reply.data ? Object.values(reply.data)[0]! : null,
    codes: (reply.errors ?? []).map((error) => error.extensions?.code),
  };
}

const createCategory = async (slug: string) =>
  (
    await mutate<Ordered>(
      'mutation($input: StaffFaqCategoryInput!) { staffCreateFaqCategory(input: $input) { id position version } }',
      { input: { slug, name: text(slug), published: false } },
    )
  ).result!;

const createQuestion = async (categoryId: string, question: string) =>
  (
    await mutate<Ordered>(
      `mutation($categoryId: ID!, $input: StaffFaqQuestionInput!) {
        staffCreateFaqQuestion(categoryId: $categoryId, input: $input) { id position version } }`,
      { categoryId, input: { question: text(question), answer: text('Yes.'), published: true } },
    )
  ).result!;

const move = (kind: 'Category' | 'Question', row: Ordered, direction: 'UP' | 'DOWN') =>
  mutate<Ordered>(
    `mutation($id: ID!, $version: Int!, $direction: MoveDirection!) {
      staffMove${kind === 'Category' ? 'FaqCategory' : 'FaqQuestion'}(id: $id, version: $version, direction: $direction) {
        id position version } }`,
    { id: row.id, version: row.version, direction },
  );

/** The console's FAQ: the category slugs in order, and each category's questions (English) in order. */
async function editedFaq() {
  const reply = await testApp.graphql<{
    staffFaq: { slug: string; questions: { question: { en: string } }[] }[];
  }>('{ staffFaq { slug questions { question { en } } } }', {}, editor.headers);
  return reply.data!.staffFaq.map((category) => ({
    slug: category.slug,
    questions: category.questions.map((question) => question.question.en),
  }));
}

describe('moving FAQ questions and categories', () => {
  it('swaps a question with its neighbour in its own category, and moves nothing at either end', async () => {
    const first = await createCategory('moves-first');
    const second = await createCategory('moves-second');
    const a = await createQuestion(first.id, 'A');
    const b = await createQuestion(first.id, 'B');
    const c = await createQuestion(first.id, 'C');
    await createQuestion(second.id, 'Elsewhere');
    const questionsOf = async () =>
      (await editedFaq()).filter((category) => category.slug.startsWith('moves-')).map((entry) => entry.questions);

    const cUp = await move('Question', c, 'UP');
    expect(cUp).toEqual({ result: { id: c.id, position: b.position, version: c.version + 1 }, codes: [] });
    expect(await questionsOf()).toEqual([['A', 'C', 'B'], ['Elsewhere']]);
    // The neighbour's version moved on too: a move under the one shown before is refused.
    expect((await move('Question', b, 'DOWN')).codes).toEqual(['STAFF_CONTENT_CONFLICT']);

    expect(await move('Question', a, 'UP')).toEqual({ result: a, codes: [] });
    expect((await move('Question', cUp.result!, 'UP')).result).toEqual({
      id: c.id,
      position: a.position,
      version: c.version + 2,
    });
    expect(await questionsOf()).toEqual([['C', 'A', 'B'], ['Elsewhere']]);
  }, 60_000);

  it('swaps a category with its neighbour in the FAQ, under the version shown', async () => {
    const before = (await editedFaq()).map((category) => category.slug);
    const last = await createCategory('moves-last');

    expect(await move('Category', last, 'DOWN')).toEqual({ result: last, codes: [] });
    const moved = await move('Category', last, 'UP');
    expect(moved.result).toMatchObject({ id: last.id, version: last.version + 1 });
    expect(moved.result!.position).toBeLessThan(last.position);
    expect((await editedFaq()).map((category) => category.slug)).toEqual([
      ...before.slice(0, -1),
      'moves-last',
      before.at(-1),
    ]);
    expect((await move('Category', last, 'UP')).codes).toEqual(['STAFF_CONTENT_CONFLICT']);
    expect((await move('Category', { ...last, id: '999999' }, 'UP')).codes).toEqual(['NOT_FOUND']);
  }, 60_000);
});
