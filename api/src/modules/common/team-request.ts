import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/client';
import { withDeadline } from '../../reliability/deadline';
import type { businessRequests } from '../business/business.table';
import type { contactMessages } from '../contact/contact.table';

/** What a visitor gets back for a message or request the team will answer. */
export interface TeamRequestReceipt {
  /** What the sender quotes when they write again, e.g. C-000042. */
  reference: string;
  receivedAt: Date;
}

export type TeamRequestContext = Pick<
  GraphQLContext,
  'db' | 'config' | 'locale' | 'mailer' | 'rateLimiter' | 'clientIp' | 'logger'
>;

/** A send to the team inbox not finished after this long counts as failed: the row is removed, the sender told. */
export const teamMailDeadlineMs = 10_000;

/**
 * How long the request that stored a row, or took it over, has to mail the team before a repeat of the same fill
 * may take the sending over: its process was killed, or it hangs. Longer than a send may take.
 */
export const teamMailLeaseMs = 15_000;

/** How often a repeat looks again while another request is mailing the team. */
const settlePollMs = 200;

/** A repeat waits for another request's send this long at most (two leases), then asks the sender to try again. */
const settleWaitMs = 2 * teamMailLeaseMs;

interface StoredRequest {
  id: number;
  createdAt: Date;
  teamNotifiedAt: Date | null;
}

type TeamRequestTable = typeof contactMessages | typeof businessRequests;

/** When a row's lease on mailing the team began: its take-over, else its storing. */
export const teamMailLeaseStart = (table: TeamRequestTable) =>
  sql`coalesce(${table.teamMailClaimedAt}, ${table.createdAt})`;

/** The queries both request tables answer alike: each has the columns of `StoredRequest` and an idempotency key. */
export function storedTeamRequests<Table extends TeamRequestTable>(db: Database, requests: Table) {
  type Row = Table['$inferSelect'];
  const table: TeamRequestTable = requests;
  return {
    /** The row stored under this idempotency key, if any. */
    async find(idempotencyKey: string): Promise<Row | undefined> {
      const [row] = await db.select().from(table).where(eq(table.idempotencyKey, idempotencyKey));
      return row as Row | undefined;
    },
    /** The rows with these ids, in no particular order. */
    async findMany(ids: number[]): Promise<Row[]> {
      if (ids.length === 0) return [];
      return (await db.select().from(table).where(inArray(table.id, ids))) as Row[];
    },
    /** Removes a row whose team copy was not sent: the sender's retry then stores and sends it anew. */
    async remove(id: number): Promise<void> {
      await db.delete(table).where(and(eq(table.id, id), isNull(table.teamNotifiedAt)));
    },
    /** Records that the team's copy was sent: from then on the row is whole. False when the row is gone. */
    async markTeamNotified(id: number): Promise<boolean> {
      const rows = await db
        .update(table)
        .set({ teamNotifiedAt: new Date() })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    /**
     * Takes over sending a row's team copy when nobody sends it any more (its lease ended, by the database's
     * clock). Of two repeats claiming at once one wins; the row is returned to the winner only.
     */
    async claim(id: number): Promise<Row | undefined> {
      const [row] = await db
        .update(table)
        .set({ teamMailClaimedAt: sql`now()` })
        .where(
          and(
            eq(table.id, id),
            isNull(table.teamNotifiedAt),
            lt(teamMailLeaseStart(table), sql`now() - make_interval(secs => ${teamMailLeaseMs / 1000})`),
          ),
        )
        .returning();
      return row as Row | undefined;
    },
  };
}

export interface TeamRequestFlow<Row extends StoredRequest> {
  find(idempotencyKey: string): Promise<Row | undefined>;
  remove(id: number): Promise<void>;
  markTeamNotified(id: number): Promise<boolean>;
  claim(id: number): Promise<Row | undefined>;
  idempotencyKey: string;
  rateLimitRule: string;
  /** Inserts the row; undefined when a concurrent submit with the same key stored it first. */
  insert(): Promise<Row | undefined>;
  referenceOf(id: number): string;
  mailTeam(reference: string): Promise<unknown>;
  acknowledge(reference: string): Promise<unknown>;
  /** Names the request in log lines. */
  kind: string;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Stores a visitor's message once, mails the team inbox and acknowledges the sender in their language. A receipt
 * is given only once the team has the message.
 *
 * A repeated idempotency key (a double submit, the balancer's retry after a server died) answers the first receipt
 * and sends nothing more. While another request is still mailing the team, the repeat waits for it; when that
 * request is gone (killed, or past its lease), the repeat takes the sending over. Only new requests count against
 * the IP limit. When the team's copy cannot be sent the row is removed, so the sender's retry sends it again.
 */
export async function receiveTeamRequest<Row extends StoredRequest>(
  context: TeamRequestContext,
  flow: TeamRequestFlow<Row>,
): Promise<TeamRequestReceipt> {
  const receiptOf = (row: Row): TeamRequestReceipt => ({
    reference: flow.referenceOf(row.id),
    receivedAt: row.createdAt,
  });

  async function send(row: Row): Promise<TeamRequestReceipt> {
    const reference = flow.referenceOf(row.id);
    try {
      await withDeadline(flow.mailTeam(reference), teamMailDeadlineMs, `${flow.kind}: the team's copy`);
    } catch (error) {
      await flow.remove(row.id);
      throw error;
    }
    // Gone only when this send outlived its lease and the request that took over failed and removed the row.
    if (!(await flow.markTeamNotified(row.id))) {
      throw new Error(`${flow.kind} ${reference} was removed while its team copy was being sent`);
    }
    try {
      await flow.acknowledge(reference);
    } catch (error) {
      context.logger.error({ err: error, reference }, `${flow.kind} acknowledgement not sent`);
    }
    return receiptOf(row);
  }

  const waitUntil = Date.now() + settleWaitMs;
  let counted = false;
  for (;;) {
    const existing = await flow.find(flow.idempotencyKey);
    if (!existing) {
      if (!counted) await context.rateLimiter.consume(flow.rateLimitRule, { ip: context.clientIp });
      counted = true;
      const created = await flow.insert();
      if (created) return send(created);
      // A concurrent submit of the same fill stored it first: it sends; this one waits below for the outcome.
    } else if (existing.teamNotifiedAt) {
      return receiptOf(existing);
    } else {
      // Won only once the lease of the request mailing it has ended (by the database's clock).
      const claimed = await flow.claim(existing.id);
      if (claimed) {
        context.logger.warn({ reference: flow.referenceOf(claimed.id) }, `${flow.kind}: took over the team's copy`);
        return send(claimed);
      }
    }
    if (Date.now() >= waitUntil) {
      throw new Error(`${flow.kind}: another request is still sending the team's copy`);
    }
    await sleep(settlePollMs);
  }
}
