import { normalizeForSearch, requiredText } from '@sakina/shared/validation';
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { badUserInput, parseInput } from '../../errors';
import { recordAudit } from '../staff/audit.service';
import { requireStaff, type StaffContext } from '../staff/staff-access.service';
import { staffError } from '../common/staff-errors';
import { faqCategories, faqQuestions } from './faq.table';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Database | Transaction;

export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqQuestionRow = typeof faqQuestions.$inferSelect;

export interface EditedFaqCategory extends FaqCategoryRow {
  questions: FaqQuestionRow[];
}

const localizedText = (max: number) => z.object({ ar: requiredText({ max }), en: requiredText({ max }) });

export const faqCategoryInputSchema = z.object({
  slug: z
    .string({ error: 'required' })
    .trim()
    .min(2, 'text_too_short')
    .max(60, 'text_too_long')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug_invalid'),
  name: localizedText(120),
  published: z.boolean(),
});

export const faqQuestionInputSchema = z.object({
  question: localizedText(300),
  answer: localizedText(4_000),
  published: z.boolean(),
});

export type FaqCategoryInput = z.output<typeof faqCategoryInputSchema>;
export type FaqQuestionInput = z.output<typeof faqQuestionInputSchema>;

const questionSearchText = (input: FaqQuestionInput) =>
  normalizeForSearch([input.question.ar, input.question.en, input.answer.ar, input.answer.en].join(' '));

/** The whole FAQ as editors see it: every category and question, published or not, in order. */
export async function listEditedFaq(context: StaffContext): Promise<EditedFaqCategory[]> {
  await requireStaff(context, 'content');
  const [categories, questions] = await Promise.all([
    context.db.select().from(faqCategories).orderBy(asc(faqCategories.position), asc(faqCategories.id)),
    context.db.select().from(faqQuestions).orderBy(asc(faqQuestions.position), asc(faqQuestions.id)),
  ]);
  return categories.map((category) => ({
    ...category,
    questions: questions.filter((question) => question.categoryId === category.id),
  }));
}

async function audited<Result>(
  context: StaffContext,
  work: (transaction: Transaction) => Promise<{ result: Result; recordId: string }>,
): Promise<Result> {
  const viewer = await requireStaff(context, 'content');
  return context.db.transaction(async (transaction) => {
    const { result, recordId } = await work(transaction);
    await recordAudit(
      { db: transaction },
      {
        staffId: viewer.staffId,
        action: 'content-saved',
        record: { kind: 'faq', id: recordId },
        ip: context.clientIp,
      },
    );
    return result;
  });
}

/** The ordered tables: categories in the FAQ, questions within their category. */
type OrderedTable = typeof faqCategories | typeof faqQuestions;

/** The position after the last one in `scope` (the whole table when none). */
async function nextPosition(db: Writer, table: OrderedTable, scope?: SQL) {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${table.position}), -1)` })
    .from(table)
    .where(scope);
  return Number(row?.last ?? -1) + 1;
}

/** Adds a category at the end (the seed's import goes through here too). */
export async function insertFaqCategory({ db }: { db: Writer }, input: FaqCategoryInput): Promise<FaqCategoryRow> {
  const [taken] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.slug, input.slug));
  if (taken) throw badUserInput([{ path: 'slug', code: 'slug_taken' }]);
  const [row] = await db
    .insert(faqCategories)
    .values({ ...input, position: await nextPosition(db, faqCategories) })
    .returning();
  return row!;
}

/** Adds a question at the end of its category. */
export async function insertFaqQuestion(
  { db }: { db: Writer },
  categoryId: number,
  input: FaqQuestionInput,
): Promise<FaqQuestionRow> {
  const [row] = await db
    .insert(faqQuestions)
    .values({
      ...input,
      categoryId,
      position: await nextPosition(db, faqQuestions, eq(faqQuestions.categoryId, categoryId)),
      searchText: questionSearchText(input),
    })
    .returning();
  return row!;
}

export function createFaqCategory(context: StaffContext, rawArguments: unknown): Promise<FaqCategoryRow> {
  const { input } = parseInput(z.object({ input: faqCategoryInputSchema }), rawArguments);
  return audited(context, async (transaction) => {
    const result = await insertFaqCategory({ db: transaction }, input);
    return { result, recordId: `category:${result.id}` };
  });
}

const idField = z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid');
const versionField = z.int({ error: 'invalid' }).min(1, 'invalid');

export function createFaqQuestion(context: StaffContext, rawArguments: unknown): Promise<FaqQuestionRow> {
  const { categoryId, input } = parseInput(
    z.object({ categoryId: idField, input: faqQuestionInputSchema }),
    rawArguments,
  );
  return audited(context, async (transaction) => {
    const [category] = await transaction
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.id, categoryId));
    if (!category) throw staffError('NOT_FOUND');
    const result = await insertFaqQuestion({ db: transaction }, categoryId, input);
    return { result, recordId: `question:${result.id}` };
  });
}

export function saveFaqCategory(context: StaffContext, rawArguments: unknown): Promise<FaqCategoryRow> {
  const { id, version, input } = parseInput(
    z.object({ id: idField, version: versionField, input: faqCategoryInputSchema }),
    rawArguments,
  );
  return audited(context, async (transaction) => {
    const [current] = await transaction.select().from(faqCategories).where(eq(faqCategories.id, id)).for('update');
    if (!current) throw staffError('NOT_FOUND');
    if (current.version !== version) throw staffError('STAFF_CONTENT_CONFLICT');
    if (input.slug !== current.slug) {
      const [taken] = await transaction
        .select({ id: faqCategories.id })
        .from(faqCategories)
        .where(eq(faqCategories.slug, input.slug));
      if (taken) throw badUserInput([{ path: 'slug', code: 'slug_taken' }]);
    }
    const [result] = await transaction
      .update(faqCategories)
      .set({ ...input, version: current.version + 1, updatedAt: new Date() })
      .where(eq(faqCategories.id, id))
      .returning();
    return { result: result!, recordId: `category:${id}` };
  });
}

export function saveFaqQuestion(context: StaffContext, rawArguments: unknown): Promise<FaqQuestionRow> {
  const { id, version, input } = parseInput(
    z.object({ id: idField, version: versionField, input: faqQuestionInputSchema }),
    rawArguments,
  );
  return audited(context, async (transaction) => {
    const [current] = await transaction.select().from(faqQuestions).where(eq(faqQuestions.id, id)).for('update');
    if (!current) throw staffError('NOT_FOUND');
    if (current.version !== version) throw staffError('STAFF_CONTENT_CONFLICT');
    const [result] = await transaction
      .update(faqQuestions)
      .set({ ...input, searchText: questionSearchText(input), version: current.version + 1, updatedAt: new Date() })
      .where(eq(faqQuestions.id, id))
      .returning();
    return { result: result!, recordId: `question:${id}` };
  });
}

const moveSchema = z.object({
  id: idField,
  version: versionField,
  direction: z.enum(['up', 'down'], { error: 'option_invalid' }),
});

/**
 * Swaps a row with its neighbour (up: the one before) among the rows `scopeOf` the row selects, the whole table
 * without it; under the version the editor opened. At either end nothing moves.
 */
async function swapWithNeighbour<Table extends OrderedTable>(
  transaction: Transaction,
  table: Table,
  { id, version, direction }: z.output<typeof moveSchema>,
  scopeOf?: (row: Table['$inferSelect']) => SQL,
): Promise<Table['$inferSelect']> {
  const ordered: OrderedTable = table;
  const [current] = await transaction.select().from(ordered).where(eq(ordered.id, id)).for('update');
  if (!current) throw staffError('NOT_FOUND');
  if (current.version !== version) throw staffError('STAFF_CONTENT_CONFLICT');
  const [neighbour] = await transaction
    .select()
    .from(ordered)
    .where(
      and(
        scopeOf?.(current),
        direction === 'up' ? lt(ordered.position, current.position) : gt(ordered.position, current.position),
      ),
    )
    .orderBy(direction === 'up' ? sql`${ordered.position} desc` : asc(ordered.position))
    .limit(1)
    .for('update');
  if (!neighbour) return current;
  await transaction
    .update(ordered)
    .set({ position: current.position, version: neighbour.version + 1, updatedAt: new Date() })
    .where(eq(ordered.id, neighbour.id));
  const [moved] = await transaction
    .update(ordered)
    .set({ position: neighbour.position, version: current.version + 1, updatedAt: new Date() })
    .where(eq(ordered.id, id))
    .returning();
  return moved!;
}

/** Swaps a question with its neighbour in its category. */
export function moveFaqQuestion(context: StaffContext, rawArguments: unknown): Promise<FaqQuestionRow> {
  const move = parseInput(moveSchema, rawArguments);
  return audited(context, async (transaction) => {
    const result = await swapWithNeighbour(transaction, faqQuestions, move, (question) =>
      eq(faqQuestions.categoryId, question.categoryId),
    );
    return { result, recordId: `question:${move.id}` };
  });
}

/** Swaps a category with its neighbour in the FAQ's order. */
export function moveFaqCategory(context: StaffContext, rawArguments: unknown): Promise<FaqCategoryRow> {
  const move = parseInput(moveSchema, rawArguments);
  return audited(context, async (transaction) => {
    const result = await swapWithNeighbour(transaction, faqCategories, move);
    return { result, recordId: `category:${move.id}` };
  });
}
