import { randomBytes, randomUUID } from 'node:crypto';
import { teamMailDeadlineMs, teamMailLeaseMs } from '@sakina/api/internals/modules/common/team-request';

/** Visitors' traffic through the balancer while a drill stops or kills servers: reads and some contact messages. */

const faqQuery = /* GraphQL */ `
  query Faq {
    faqCategories {
      id
      questions {
        id
      }
    }
  }
`;

export const contactMutation = /* GraphQL */ `
  mutation SendContactMessage($input: ContactMessageInput!, $idempotencyKey: String!) {
    sendContactMessage(input: $input, idempotencyKey: $idempotencyKey) {
      reference
    }
  }
`;

const contactInput = {
  name: 'Cluster Visitor',
  email: 'cluster.visitor@example.com',
  phone: { country: 'SA', number: '0501234567' },
  reason: 'TECHNICAL_ISSUE',
  subject: 'A question sent during the cluster drill',
  message: 'This message is one of the contact messages sent while a server stops.',
};

/** A visitor's address behind the balancer (documentation range): each request is another client for the limits. */
export const randomVisitorIp = () => `198.18.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 254)}`;

export interface Failure {
  /** Milliseconds since the traffic started, when the request ended. */
  endedAt: number;
  request: string;
  outcome: string;
}

export interface TrafficReport {
  requests: number;
  failures: Failure[];
  /** Contact messages answered with a reference: each must be in the database. */
  receipts: { idempotencyKey: string; reference: string }[];
  /** When each request ended that succeeded, in ms since the traffic started. */
  successes: number[];
  startedAt: number;
}

/** fetch's own message is only 'fetch failed': the socket's error, its cause, says what happened. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return `${error.name}: ${error.message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`;
}

type Outcome = { ok: true; reference?: string } | { ok: false; outcome: string };

/** Long enough for a contact message retried after a kill: its new server waits out the killed one's lease. */
const requestTimeoutMs = 2 * teamMailLeaseMs + teamMailDeadlineMs;

async function send(url: string, path: string, init: RequestInit): Promise<Response> {
  return fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
}

async function readFaq(url: string): Promise<Outcome> {
  const response = await send(url, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', 'x-forwarded-for': randomVisitorIp() },
    body: JSON.stringify({ query: faqQuery }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (response.status === 200 && body.data && !body.errors) return { ok: true };
  return { ok: false, outcome: `${response.status} ${JSON.stringify(body.errors)}` };
}

async function readPage(url: string): Promise<Outcome> {
  const response = await send(url, '/en/faq', {
    headers: { accept: 'text/html', 'x-forwarded-for': randomVisitorIp() },
  });
  const html = await response.text();
  if (response.status === 200 && html.includes('</html>')) return { ok: true };
  return { ok: false, outcome: `${response.status}` };
}

async function sendContact(url: string, idempotencyKey: string): Promise<Outcome> {
  const response = await send(url, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', 'x-forwarded-for': randomVisitorIp() },
    body: JSON.stringify({ query: contactMutation, variables: { input: contactInput, idempotencyKey } }),
  });
  const body = (await response.json()) as {
    data?: { sendContactMessage?: { reference: string } } | null;
    errors?: unknown;
  };
  const reference = body.data?.sendContactMessage?.reference;
  if (response.status === 200 && reference) return { ok: true, reference };
  return { ok: false, outcome: `${response.status} ${JSON.stringify(body.errors)}` };
}

/**
 * `workers` loops, each sending one request after another through `url`: FAQ reads over GraphQL, the rendered
 * FAQ page, and every `contactEvery`th request a contact message with a fresh idempotency key. Runs until stopped.
 */
export function startTraffic(
  url: string,
  { workers = 6, contactEvery = 8 }: { workers?: number; contactEvery?: number } = {},
): { stop(): Promise<TrafficReport> } {
  const report: TrafficReport = { requests: 0, failures: [], receipts: [], successes: [], startedAt: Date.now() };
  let running = true;
  const loops = Array.from({ length: workers }, async (_unused, worker) => {
    for (let turn = worker; running; turn += 1) {
      const kind = turn % contactEvery === contactEvery - 1 ? 'contact' : turn % 2 === 0 ? 'graphql' : 'page';
      const idempotencyKey = `cluster-drill-${randomUUID()}`;
      let outcome: Outcome;
      try {
        outcome =
          kind === 'contact'
            ? await sendContact(url, idempotencyKey)
            : kind === 'graphql'
              ? await readFaq(url)
              : await readPage(url);
      } catch (error) {
        outcome = { ok: false, outcome: describeError(error) };
      }
      const endedAt = Date.now() - report.startedAt;
      report.requests += 1;
      if (!outcome.ok) report.failures.push({ endedAt, request: kind, outcome: outcome.outcome });
      else {
        report.successes.push(endedAt);
        if (outcome.reference) report.receipts.push({ idempotencyKey, reference: outcome.reference });
      }
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return report;
    },
  };
}
