import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sessionCookieName } from '../accounts/session.service';
import { chatWidgetUserHash } from './user-hash';

const viewerQuery = '{ viewer { id email chatWidgetUserHash } }';

interface ViewerData {
  viewer: { id: string; email: string; chatWidgetUserHash: string | null } | null;
}

describe('Viewer.chatWidgetUserHash', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { CHAT_WIDGET_IDENTITY_SECRET: 'identity-secret' } });
  });
  afterAll(() => testApp.close());

  it("is computed by the server from the signed-in account's id and the identity secret", async () => {
    const practitioner = await signIn(testApp.db);
    const reply = await testApp.graphql<ViewerData>(viewerQuery, undefined, {
      cookie: `${sessionCookieName}=${practitioner.token}`,
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.viewer).toEqual({
      id: practitioner.accountId,
      email: practitioner.email,
      chatWidgetUserHash: chatWidgetUserHash('identity-secret', practitioner.accountId),
    });
    expect(reply.data?.viewer?.chatWidgetUserHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is null without the secret', async () => {
    const withoutSecret = await createTestApp();
    try {
      const practitioner = await signIn(withoutSecret.db);
      const reply = await withoutSecret.graphql<ViewerData>(viewerQuery, undefined, {
        cookie: `${sessionCookieName}=${practitioner.token}`,
      });
      expect(reply.data?.viewer?.chatWidgetUserHash).toBeNull();
    } finally {
      await withoutSecret.close();
    }
  });
});
