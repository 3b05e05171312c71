import type { GraphQLContext } from '../../context';
import { abandonedAfterMs } from '../../reliability/abandoned';

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

interface StoredRequest {
  id: number;
  createdAt: Date;
  teamNotifiedAt: Date | null;
}

export interface TeamRequestFlow<Row extends StoredRequest> {
  idempotencyKey: string;
  rateLimitRule: string;
  /** The row stored under this idempotency key, if any. */
  find(idempotencyKey: string): Promise<Row | undefined>;
  /** Inserts the row; undefined when a concurrent submit with the same key stored it first. */
  insert(): Promise<Row | undefined>;
  remove(id: number): Promise<void>;
  /** Records that the team's copy was sent: from then on the row is whole. */
  markTeamNotified(id: number): Promise<void>;
  referenceOf(id: number): string;
  mailTeam(reference: string): Promise<unknown>;
  acknowledge(reference: string): Promise<unknown>;
  /** Names the request in the log line written when the acknowledgement cannot be sent. */
  kind: string;
}

function isAbandoned(row: StoredRequest): boolean {
  return row.teamNotifiedAt === null && Date.now() - row.createdAt.getTime() > abandonedAfterMs;
}

/**
 * Stores a visitor's message once, mails the team inbox and acknowledges the sender in their language.
 * A repeated idempotency key returns the first receipt and sends nothing; only new requests count against
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
  const existing = await flow.find(flow.idempotencyKey);
  // A row whose sender was cut off long ago (a process killed while mailing) is dropped and made again.
  if (existing && isAbandoned(existing)) await flow.remove(existing.id);
  else if (existing) return receiptOf(existing);

  await context.rateLimiter.consume(flow.rateLimitRule, { ip: context.clientIp });
  const created = await flow.insert();
  // A concurrent submit of the same fill won the insert: it sends the mail.
  if (!created) return receiptOf((await flow.find(flow.idempotencyKey))!);

  const reference = flow.referenceOf(created.id);
  try {
    await flow.mailTeam(reference);
  } catch (error) {
    await flow.remove(created.id);
    throw error;
  }
  await flow.markTeamNotified(created.id);
  try {
    await flow.acknowledge(reference);
  } catch (error) {
    context.logger.error({ err: error, reference }, `${flow.kind} acknowledgement not sent`);
  }
  return receiptOf(created);
}
