import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fixtureContent } from '../../testing/fixtures/seed-content';
import { mediaAssets } from '../media/media.table';
import { practitioners } from './practitioners.table';

// The fields only the practitioner's page reads: the photo's sizes, urgent sessions and the registration.
const pageQuery = `
  query PractitionerPage($id: ID!) {
    practitioner(id: $id) {
      photoUrl
      photo { id width height widths url }
      urgent
      registrationNumber
      registrationExpiresOn
    }
  }
`;

type PageFields = {
  photoUrl: string | null;
  photo: { id: string; width: number; height: number; widths: number[]; url: string } | null;
  urgent: boolean;
  registrationNumber: string | null;
  registrationExpiresOn: string | null;
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ content: fixtureContent });
});

afterAll(async () => {
  await testApp.close();
});

async function pageFields(id: string): Promise<PageFields> {
  const reply = await testApp.graphql<{ practitioner: PageFields }>(pageQuery, { id });
  expect(reply.errors).toBeUndefined();
  return reply.data!.practitioner;
}

describe("a practitioner's page fields", () => {
  it('are empty for a listing that states none of them', async () => {
    expect(await pageFields('1')).toEqual({
      photoUrl: null,
      photo: null,
      urgent: false,
      registrationNumber: null,
      registrationExpiresOn: null,
    });
  });

  it('name the photo with its size and widths, urgent sessions and the registration with its expiry', async () => {
    const [photo] = await testApp.db
      .insert(mediaAssets)
      .values({ purpose: 'photo', width: 800, height: 1000, widths: [320, 640] })
      .returning({ id: mediaAssets.id });
    await testApp.db
      .update(practitioners)
      .set({
        photoMediaId: photo!.id,
        urgent: true,
        registrationNumber: '09JP0284330',
        registrationExpiresOn: '2027-06-30',
      })
      .where(eq(practitioners.id, 2));

    expect(await pageFields('2')).toEqual({
      photoUrl: `/media/${photo!.id}/320.webp`,
      photo: { id: photo!.id, width: 800, height: 1000, widths: [320, 640], url: `/media/${photo!.id}/640.webp` },
      urgent: true,
      registrationNumber: '09JP0284330',
      registrationExpiresOn: '2027-06-30',
    });
  });
});
