import { paragraphsDocument } from '@sakina/shared/rich-content';
import { and, eq, isNull } from 'drizzle-orm';
import { fixtureContent } from '../testing/fixtures/seed-content';
import { createTestApp, type TestApp } from '../testing/test-app';
import { insertArticle } from '../modules/articles/article-editing.service';
import { articles } from '../modules/articles/articles.table';
import { staffAuditEvents } from '../modules/staff/staff.table';
import { runScheduledJobs } from './scheduler';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ content: fixtureContent });
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

const document = (text: string) => paragraphsDocument([text]);

describe('the scheduler', () => {
  it('publishes a due article once when two servers take the same turn', async () => {
    const { article } = await insertArticle(
      testApp,
      'news',
      {
        slug: 'clinic-hours-change',
        title: { ar: 'تغيير مواعيد العيادة', en: 'Clinic hours change' },
        summary: { ar: 'مواعيد جديدة.', en: 'New hours.' },
        body: { ar: document('مواعيد جديدة من الأحد.'), en: document('New hours from Sunday.') },
        tags: [],
        author: null,
        cover: null,
        medicalReview: false,
      },
      null,
    );
    const due = new Date('2026-11-26T09:00:00Z');
    await testApp.db
      .update(articles)
      .set({ status: 'scheduled', scheduledFor: due })
      .where(eq(articles.id, article.id));

    const server = { db: testApp.db, mailer: testApp.mailer, logger: testApp.app.log, config: testApp.config };
    const turn = new Date(due.getTime() + 5_000);
    await Promise.all([runScheduledJobs(server, turn, 15_000), runScheduledJobs({ ...server }, turn, 15_000)]);

    const [published] = await testApp.db.select().from(articles).where(eq(articles.id, article.id));
    expect(published).toMatchObject({ status: 'published', listed: true, publishedOn: '2026-11-26' });
    const events = await testApp.db
      .select()
      .from(staffAuditEvents)
      .where(and(eq(staffAuditEvents.recordId, String(article.id)), isNull(staffAuditEvents.staffId)));
    expect(events.map((event) => event.action)).toEqual(['content-published']);
  });
});
