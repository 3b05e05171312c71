import { contactReasons } from '@sakina/shared/validation';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseInput } from '../../errors';
import { businessRequestEntries, findBusinessRequests } from '../business/business.service';
import type { BusinessRequestRow } from '../business/business.table';
import { contactMessageEntries, findContactMessages } from '../contact/contact.service';
import type { ContactMessageRow } from '../contact/contact.table';
import { actorOf, recordAudit } from './audit.service';
import { requireStaff, type StaffContext } from './staff-access.service';
import { staffError } from '../common/staff-errors';
import { staffInboxItems, staffMembers, type AuditAction, type InboxKind, type InboxState } from './staff.table';
import { offsetOf, pageFields } from '../common/staff-paging';

export const inboxKinds = ['contact', 'business'] as const satisfies readonly InboxKind[];
export const inboxStates = ['new', 'in-progress', 'done'] as const satisfies readonly InboxState[];
export const inboxPageSizeMax = 50;

/** One message of the inbox: a contact message or a business request, with the team's handling of it. */
export interface InboxItem {
  kind: InboxKind;
  recordId: number;
  receivedAt: Date;
  state: InboxState;
  holder: { id: string; email: string } | null;
  note: string | null;
  contact: ContactMessageRow | null;
  business: BusinessRequestRow | null;
}

const inboxFilterSchema = z.object({
  kind: z.enum(inboxKinds, { error: 'option_invalid' }).nullish(),
  state: z.enum(inboxStates, { error: 'option_invalid' }).nullish(),
  reason: z.enum(contactReasons, { error: 'option_invalid' }).nullish(),
  ...pageFields(inboxPageSizeMax, 20),
});

interface ListedRow extends Record<string, unknown> {
  kind: InboxKind;
  record_id: number;
  total: string | number;
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Both kinds, newest first, with their state (no row yet: new); a reason filter keeps contact messages only. */
export async function listInbox(
  context: StaffContext,
  rawFilter: unknown,
): Promise<{ items: InboxItem[]; total: number }> {
  const viewer = await requireStaff(context, 'inbox');
  const filter = parseInput(inboxFilterSchema, rawFilter ?? {});
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(sql`items.kind = ${filter.kind}`);
  if (filter.state) conditions.push(sql`coalesce(handling.state, 'new') = ${filter.state}`);
  if (filter.reason) conditions.push(sql`items.reason = ${filter.reason}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const listed = rowsOf<ListedRow>(
    await context.db.execute(sql`
      select items.kind, items.record_id, count(*) over () as total
      from (
        select 'contact' as kind, record_id, created_at, reason from (${contactMessageEntries()}) as contact
        union all
        select 'business' as kind, record_id, created_at, null as reason from (${businessRequestEntries()}) as business
      ) as items
      left join ${staffInboxItems} as handling
        on handling.kind = items.kind and handling.record_id = items.record_id
      ${where}
      order by items.created_at desc, items.record_id desc
      limit ${filter.pageSize} offset ${offsetOf(filter)}`),
  );
  const total = listed.length > 0 ? Number(listed[0]!.total) : 0;
  const ids = (kind: InboxKind) => listed.filter((row) => row.kind === kind).map((row) => Number(row.record_id));
  const items = await loadItems(context, ids('contact'), ids('business'));
  const byKey = new Map(items.map((item) => [`${item.kind}:${item.recordId}`, item]));
  // The list shows senders' names, addresses and messages: its reading is in the trail (the page, not each row).
  await recordAudit(context, { ...actorOf(viewer), action: 'inbox-viewed', ip: context.clientIp });
  return {
    items: listed.map((row) => byKey.get(`${row.kind}:${Number(row.record_id)}`)!).filter(Boolean),
    total,
  };
}

/** The kind and record a reference names (`C-000012`: contact message 12, `B-000003`: business request 3). */
function recordOfReference(reference: string): { kind: InboxKind; recordId: number } | null {
  const match = /^([CB])-(\d{1,10})$/.exec(reference.trim().toUpperCase());
  const recordId = match ? Number(match[2]) : 0;
  if (!match || recordId < 1 || recordId > 2_147_483_647) return null;
  return { kind: match[1] === 'C' ? 'contact' : 'business', recordId };
}

/** One message or request by the reference its sender was told; null when there is none. */
export async function findInboxItem(context: StaffContext, reference: string): Promise<InboxItem | null> {
  const viewer = await requireStaff(context, 'inbox');
  const record = recordOfReference(reference);
  if (!record) return null;
  const item = await loadItem(context, record.kind, record.recordId);
  if (!item) return null;
  await recordAudit(context, {
    ...actorOf(viewer),
    action: 'inbox-item-viewed',
    record: { kind: record.kind, id: String(record.recordId) },
    ip: context.clientIp,
  });
  return item;
}

async function loadItem(context: StaffContext, kind: InboxKind, recordId: number): Promise<InboxItem | undefined> {
  const [item] = await loadItems(context, kind === 'contact' ? [recordId] : [], kind === 'business' ? [recordId] : []);
  return item;
}

async function loadItems(context: StaffContext, contactIds: number[], businessIds: number[]): Promise<InboxItem[]> {
  const [contacts, businesses, handlings] = await Promise.all([
    findContactMessages(context, contactIds),
    findBusinessRequests(context, businessIds),
    contactIds.length + businessIds.length > 0
      ? context.db
          .select({ handling: staffInboxItems, holderEmail: staffMembers.email })
          .from(staffInboxItems)
          .leftJoin(staffMembers, eq(staffMembers.id, staffInboxItems.holderId))
          .where(
            sql`(${staffInboxItems.kind} = 'contact' and ${inArray(staffInboxItems.recordId, contactIds.length > 0 ? contactIds : [-1])})
              or (${staffInboxItems.kind} = 'business' and ${inArray(staffInboxItems.recordId, businessIds.length > 0 ? businessIds : [-1])})`,
          )
      : [],
  ]);
  const handlingOf = (kind: InboxKind, id: number) =>
    handlings.find(({ handling }) => handling.kind === kind && handling.recordId === id);
  const item = (kind: InboxKind, id: number, receivedAt: Date) => {
    const found = handlingOf(kind, id);
    return {
      kind,
      recordId: id,
      receivedAt,
      state: found?.handling.state ?? 'new',
      holder:
        found?.handling.holderId && found.holderEmail
          ? { id: found.handling.holderId, email: found.holderEmail }
          : null,
      note: found?.handling.note ?? null,
    };
  };
  return [
    ...contacts.map((row) => ({ ...item('contact', row.id, row.createdAt), contact: row, business: null })),
    ...businesses.map((row) => ({ ...item('business', row.id, row.createdAt), contact: null, business: row })),
  ];
}

const updateSchema = z.object({
  kind: z.enum(inboxKinds, { error: 'option_invalid' }),
  recordId: z.int({ error: 'invalid' }).min(1, 'invalid').max(2_147_483_647, 'invalid'),
  state: z.enum(inboxStates, { error: 'option_invalid' }).nullish(),
  /** true: I hold it; false: nobody does; absent: unchanged. */
  hold: z.boolean().nullish(),
  note: z.string().trim().max(2000, 'text_too_long').nullish(),
});

/** Changes a message's state, holder or internal note; each change is written to the audit trail. */
export async function updateInboxItem(context: StaffContext, rawInput: unknown): Promise<InboxItem> {
  const viewer = await requireStaff(context, 'inbox');
  const input = parseInput(updateSchema, rawInput);
  const existing = await loadItem(context, input.kind, input.recordId);
  if (!existing) throw staffError('NOT_FOUND');
  const next = {
    state: input.state ?? existing.state,
    holderId: input.hold === true ? viewer.staffId : input.hold === false ? null : (existing.holder?.id ?? null),
    note: input.note === undefined || input.note === null ? existing.note : input.note || null,
    updatedAt: new Date(),
  };
  await context.db.transaction(async (transaction) => {
    await transaction
      .insert(staffInboxItems)
      .values({ kind: input.kind, recordId: input.recordId, ...next })
      .onConflictDoUpdate({ target: [staffInboxItems.kind, staffInboxItems.recordId], set: next });
    // One entry a thing changed: its state, who holds it, its internal note.
    const changes: AuditAction[] = [
      ...(next.state !== existing.state ? (['message-state-changed'] as const) : []),
      ...(next.holderId !== (existing.holder?.id ?? null) ? (['message-holder-changed'] as const) : []),
      ...(next.note !== existing.note ? (['message-note-changed'] as const) : []),
    ];
    for (const action of changes) {
      await recordAudit(
        { db: transaction },
        { ...actorOf(viewer), action, record: { kind: input.kind, id: String(input.recordId) }, ip: context.clientIp },
      );
    }
  });
  return (await loadItem(context, input.kind, input.recordId))!;
}

/** The team's handling (state, holder, note) of messages or requests that were erased. */
export async function forgetInboxItems({ db }: { db: Database }, kind: InboxKind, recordIds: number[]): Promise<void> {
  if (recordIds.length === 0) return;
  await db
    .delete(staffInboxItems)
    .where(and(eq(staffInboxItems.kind, kind), inArray(staffInboxItems.recordId, recordIds)));
}
