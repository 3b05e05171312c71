import { eq } from 'drizzle-orm';
import { fixtureContent } from '../../testing/fixtures/seed-content';
import { mailsTo } from '../../testing/outbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { submittedApplication } from '../applications/applications.testing';
import { signedInStaff, type TestStaffMember } from '../staff/staff.testing';
import { expireListings } from './listings.service';
import { practitionerProfileOf } from '../practitioners/practitioners.service';
import { practitioners } from '../practitioners/practitioners.table';
import { practitionerListings } from './listings.table';

let testApp: TestApp;
let reviewer: TestStaffMember;
let editor: TestStaffMember;

beforeAll(async () => {
  testApp = await createTestApp({ content: fixtureContent });
  reviewer = await signedInStaff(testApp, 'reviewer');
  editor = await signedInStaff(testApp, 'editor');
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

/** A reviewer of the console opens, claims and accepts a sent application. */
async function accepted(fullNameEn: string): Promise<string> {
  const { id } = await submittedApplication(testApp, { fullNameEn });
  const version = async () =>
    (
      await testApp.graphql<{ staffApplication: { version: string } }>(
        'query($id: ID!) { staffApplication(id: $id) { version } }',
        { id },
        reviewer.headers,
      )
    ).data!.staffApplication.version;
  const decide = (name: string) =>
    version().then((current) =>
      testApp.graphql(
        `mutation($id: ID!, $version: String!) { ${name}(id: $id, version: $version) { version } }`,
        {
          id,
          version: current,
        },
        reviewer.headers,
      ),
    );
  await decide('staffClaimApplication');
  const reply = await decide('staffAcceptApplication');
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return id;
}

interface Listing {
  id: string;
  status: string;
  version: number;
  name: { en: string; ar: string };
  title: { en: string };
  specializations: { en: string[]; ar: string[] };
  concerns: string[];
  communicationStyles: string[];
  registrationNumber: string | null;
  priceSar: number | null;
  photoMediaId: string | null;
}

const listingFields =
  'id status version name { en ar } title { en } specializations { en ar } concerns communicationStyles registrationNumber priceSar photoMediaId';

async function listingOfApplication(applicationId: string): Promise<Listing> {
  const [row] = await testApp.db
    .select({ id: practitionerListings.id })
    .from(practitionerListings)
    .where(eq(practitionerListings.applicationId, applicationId));
  const reply = await testApp.graphql<{ staffListing: Listing }>(
    `query($id: ID!) { staffListing(id: $id) { ${listingFields} } }`,
    { id: String(row!.id) },
    editor.headers,
  );
  return reply.data!.staffListing;
}

async function inDirectory(name: string): Promise<string[]> {
  const reply = await testApp.graphql<{ practitioners: { items: { id: string }[] } }>(
    'query($search: String) { practitioners(search: $search) { items { id } } }',
    { search: name },
  );
  return reply.data!.practitioners.items.map((item) => item.id);
}

const versioned = (name: string, listing: Listing, extra = '', variables: Record<string, unknown> = {}) =>
  testApp
    .graphql<Record<string, Listing>>(
      `mutation($id: ID!, $version: Int!${extra ? `, ${extra}` : ''}) { ${name}(id: $id, version: $version${
        extra ? ', input: $input' : ''
      }) { ${listingFields} } }`,
      { id: listing.id, version: listing.version, ...variables },
      editor.headers,
    )
    .then((reply) => ({
      listing: reply.data?.[name] ?? null,
      codes: (reply.errors ?? []).map((error) => error.extensions?.code),
    }));

/** Fake timers for Date alone, set to `now`: the server and the database keep their real timers. */
const clockAt = (now: Date) =>
  ({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  }) satisfies Parameters<typeof jest.useFakeTimers>[0];

/** The listing's fields as StaffListingInput wants them, read back from the console's query. */
async function inputOf(listing: Listing, change: Record<string, unknown>) {
  const reply = await testApp.graphql<{ staffListing: Record<string, unknown> }>(
    `query($id: ID!) { staffListing(id: $id) { category gender name { ar en } title { ar en } bio { ar en }
      specializations { ar en } secondarySpecialties { ar en } concerns languages education { ar en } yearsOfExperience
      consultationTypes communicationStyles classified classificationLevel registrationNumber registrationExpiresOn
      registrationVerifiedOn photoMediaId priceSar urgent position } }`,
    { id: listing.id },
    editor.headers,
  );
  return { ...reply.data!.staffListing, ...change };
}

describe('practitioner listings', () => {
  it('drafts a listing when an application is accepted, and publishes it to the directory once priced', async () => {
    const applicationId = await accepted('Rawan Al-Harbi');
    const draft = await listingOfApplication(applicationId);
    expect(draft).toMatchObject({
      status: 'DRAFT',
      name: { en: 'Rawan Al-Harbi' },
      registrationNumber: expect.stringMatching(/^[A-Z0-9]+$/),
      priceSar: null,
      // The application's photo, resized for the directory.
      photoMediaId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(draft.specializations.en.length).toBe(draft.specializations.ar.length);
    // The application's offered specializations (anxiety, depression) as the directory's concerns.
    expect(draft.concerns).toEqual(['anxiety', 'depression']);
    expect(await inDirectory('Rawan')).toEqual([]);

    expect((await versioned('staffPublishListing', draft)).codes).toEqual(['STAFF_LISTING_PRICE_REQUIRED']);
    const priced = await versioned('staffSaveListing', draft, '$input: StaffListingInput!', {
      input: await inputOf(draft, { priceSar: 250, urgent: true }),
    });
    expect(priced.listing).toMatchObject({ status: 'DRAFT', priceSar: 250, version: draft.version + 1 });

    const stale = await versioned('staffPublishListing', draft);
    expect(stale.codes).toEqual(['STAFF_CONTENT_CONFLICT']);
    const published = await versioned('staffPublishListing', priced.listing!);
    expect(published.listing!.status).toBe('PUBLISHED');
    expect(await inDirectory('Rawan')).toEqual([published.listing!.id]);
    const id = Number(published.listing!.id);
    const [listingRow] = await testApp.db.select().from(practitionerListings).where(eq(practitionerListings.id, id));
    const [directoryRow] = await testApp.db.select().from(practitioners).where(eq(practitioners.id, id));
    // The directory shows the listing's whole profile, and the price the editor set.
    expect(directoryRow).toMatchObject({
      ...practitionerProfileOf(listingRow!),
      urgent: true,
      priceSar: 250,
    });
    const photo = await testApp.graphql<{ practitioner: { photoUrl: string } }>(
      'query($id: ID!) { practitioner(id: $id) { photoUrl } }',
      { id: published.listing!.id },
    );
    expect(photo.data!.practitioner.photoUrl).toMatch(new RegExp(`^/media/${draft.photoMediaId}/\\d+\\.webp$`));
    expect((await testApp.app.inject({ url: photo.data!.practitioner.photoUrl })).headers['content-type']).toBe(
      'image/webp',
    );

    const unlisted = await versioned('staffUnlistListing', published.listing!);
    expect(unlisted.listing!.status).toBe('UNLISTED');
    expect(await inDirectory('Rawan')).toEqual([]);
  }, 60_000);

  it('judges an expired registration by the day in Riyadh, which starts at 21:00 UTC', async () => {
    const applicationId = await accepted('Lama Al-Qahtani');
    const draft = await listingOfApplication(applicationId);
    // Yesterday in UTC: the clock set to it stays before every session's last use.
    const lastDay = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const priced = await versioned('staffSaveListing', draft, '$input: StaffListingInput!', {
      input: await inputOf(draft, { priceSar: 200, registrationExpiresOn: lastDay }),
    });
    const publishAt = async (time: string) => {
      jest.useFakeTimers(clockAt(new Date(`${lastDay}T${time}Z`)));
      try {
        return await versioned('staffPublishListing', priced.listing!);
      } finally {
        jest.useRealTimers();
      }
    };

    // 22:30 UTC is still the last day in UTC, and already the next one in Riyadh.
    expect((await publishAt('22:30:00')).codes).toEqual(['STAFF_LISTING_REGISTRATION_EXPIRED']);
    const published = (await publishAt('20:30:00')).listing!;
    expect(published.status).toBe('PUBLISHED');
    // Off the directory again: the daily check below is to find only its own listing.
    expect((await versioned('staffUnlistListing', published)).listing!.status).toBe('UNLISTED');
  }, 60_000);

  it('keeps the concerns an editor chooses, each once, and refuses a key the vocabulary does not know', async () => {
    const applicationId = await accepted('Nawal Al-Qahtani');
    const draft = await listingOfApplication(applicationId);
    const reply = await testApp.graphql(
      'mutation($id: ID!, $version: Int!, $input: StaffListingInput!) { staffSaveListing(id: $id, version: $version, input: $input) { id } }',
      {
        id: draft.id,
        version: draft.version,
        input: await inputOf(draft, { concerns: ['family', 'astrology', 'sleep', 'Family'] }),
      },
      editor.headers,
    );
    expect(reply.errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [
        { path: 'concerns.1', code: 'option_invalid' },
        { path: 'concerns.3', code: 'option_invalid' },
      ],
    });

    const saved = await versioned('staffSaveListing', draft, '$input: StaffListingInput!', {
      input: await inputOf(draft, { concerns: ['family', 'children', 'family'] }),
    });
    expect(saved.listing!.concerns).toEqual(['family', 'children']);
  }, 60_000);

  it('takes listings whose registration expired off the directory and tells the team once', async () => {
    const applicationId = await accepted('Majed Al-Dosari');
    const draft = await listingOfApplication(applicationId);
    const priced = await versioned('staffSaveListing', draft, '$input: StaffListingInput!', {
      input: await inputOf(draft, { priceSar: 300, registrationExpiresOn: '2099-01-31' }),
    });
    const published = (await versioned('staffPublishListing', priced.listing!)).listing!;
    expect(await inDirectory('Majed')).toEqual([published.id]);

    const context = { db: testApp.db, mailer: testApp.mailer, logger: testApp.app.log, config: testApp.config };
    expect(await expireListings(context, '2099-01-31')).toEqual([]);
    const expired = await expireListings(context, '2099-02-01');
    expect(expired.map((listing) => String(listing.id))).toContain(published.id);
    expect(await inDirectory('Majed')).toEqual([]);
    expect((await listingOfApplication(applicationId)).status).toBe('EXPIRED');
    expect(await expireListings(context, '2099-02-02')).toEqual([]);
    const mails = mailsTo(testApp.outboxDir, testApp.config.teamInbox);
    expect(mails.filter((mail) => mail.template === 'listings-expired')).toHaveLength(1);
  }, 60_000);
});
