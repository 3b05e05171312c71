import { lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import { publishDueArticles } from '../modules/articles/article-editing.service';
import { riyadhDate } from '../modules/common/riyadh-date';
import { expireListings } from '../modules/listings/listings.service';
import { purgeExpiredData } from '../modules/privacy/retention.service';
import { jobRuns } from './job-runs.table';

export interface JobContext {
  db: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  config: AppConfig;
}

interface Job {
  name: string;
  /** The time slot `now` belongs to: one run per slot across every server. */
  slot(now: Date, intervalMs: number): string;
  run(context: JobContext, now: Date): Promise<number>;
}

const jobs: Job[] = [
  {
    // Scheduled articles go out within one interval of their time.
    name: 'publish-due-articles',
    slot: (now, intervalMs) => String(Math.floor(now.getTime() / intervalMs)),
    run: async (context, now) => (await publishDueArticles(context, now)).length,
  },
  {
    // Every turn too (an indexed look at published listings): a registration that ends, or an expiry an editor
    // corrects into the past, leaves the directory within one interval.
    name: 'expire-listings',
    slot: (now, intervalMs) => String(Math.floor(now.getTime() / intervalMs)),
    run: async (context, now) => (await expireListings(context, riyadhDate(now))).length,
  },
  {
    // Once an hour (the policy counts in days): what the retention policy no longer allows to keep is erased.
    name: 'purge-expired-data',
    slot: (now) => String(Math.floor(now.getTime() / (60 * 60 * 1000))),
    run: async (context, now) => {
      const erased = await purgeExpiredData(context, now);
      const total = Object.values(erased).reduce((sum, count) => sum + count, 0);
      // Counts by kind only: nothing of the records themselves.
      if (total > 0) context.logger.info({ job: 'purge-expired-data', erased }, 'expired personal data erased');
      return total;
    },
  },
];

/** Takes the job's slot; false when another server (or an earlier turn) already has it. */
async function claim(db: Database, job: string, slot: string): Promise<boolean> {
  const rows = await db.insert(jobRuns).values({ job, slot }).onConflictDoNothing().returning({ job: jobRuns.job });
  return rows.length > 0;
}

/** One turn of the scheduler: each job whose slot this server claims runs; a failing job does not stop the others. */
export async function runScheduledJobs(context: JobContext, now: Date, intervalMs: number): Promise<void> {
  for (const job of jobs) {
    try {
      if (!(await claim(context.db, job.name, job.slot(now, intervalMs)))) continue;
      const changed = await job.run(context, now);
      if (changed > 0) context.logger.info({ job: job.name, changed }, 'scheduled job changed content');
    } catch (error) {
      context.logger.error({ err: error, job: job.name }, 'scheduled job failed');
    }
  }
  // Claims older than a week say nothing any more.
  await context.db
    .delete(jobRuns)
    .where(lt(jobRuns.claimedAt, sql`now() - interval '7 days'`))
    .catch((error: unknown) => context.logger.warn({ err: error }, 'old job claims not pruned'));
}

/** Runs the jobs every `intervalMs` until stopped (the returned function); 0 turns the scheduler off. */
export function startScheduler(context: JobContext, intervalMs: number): () => Promise<void> {
  if (intervalMs <= 0) return async () => {};
  let turn: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    turn = turn.then(() => runScheduledJobs(context, new Date(), intervalMs));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await turn;
  };
}
