import { firebaseMeasurementId, webConfigTimeoutMs } from './firebase-measurement-id';

const app = { apiKey: 'AIza-key', appId: '1:99:web:ab', projectId: 'sakina' };

describe('firebaseMeasurementId', () => {
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("uses the config's measurement id without asking Firebase", async () => {
    const fetchJson = jest.fn();
    await expect(firebaseMeasurementId({ ...app, measurementId: 'G-F1234' }, fetchJson)).resolves.toBe('G-F1234');
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it("asks Firebase's web-config endpoint otherwise, with the API key and a 60 s limit", async () => {
    const fetchJson = jest.fn(async (_url: string, _init: RequestInit) => Response.json({ measurementId: 'G-WEB123' }));
    await expect(firebaseMeasurementId(app, fetchJson as unknown as typeof fetch)).resolves.toBe('G-WEB123');
    const [url, init] = fetchJson.mock.calls[0]!;
    expect(url).toBe('https://firebase.googleapis.com/v1alpha/projects/-/apps/1%3A99%3Aweb%3Aab/webConfig');
    expect(init.headers).toMatchObject({ 'x-goog-api-key': 'AIza-key' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(webConfigTimeoutMs).toBe(60_000);
  });

  it('leaves Firebase off when the web config does not arrive', async () => {
    const failing = jest.fn(async () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    await expect(firebaseMeasurementId(app, failing as unknown as typeof fetch)).resolves.toBeNull();
    const refused = jest.fn(async () => new Response('', { status: 403 }));
    await expect(firebaseMeasurementId(app, refused as unknown as typeof fetch)).resolves.toBeNull();
  });
});
