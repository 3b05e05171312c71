import { createTestApp, type TestApp } from '../../testing/test-app';
import { remoteCountryLookup } from './country-lookup';

const from = (ip: string) => ({ url: '/visitor-country', headers: { 'x-forwarded-for': ip } });

describe('GET /visitor-country', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { TRUSTED_PROXY_COUNT: '1' } });
  });
  afterAll(() => testApp.close());

  it("answers the visitor's country from the database shipped with the server, never cached by others", async () => {
    const response = await testApp.app.inject(from('8.8.8.8'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ country: 'US' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers Saudi Arabia for an address it cannot place, and logs that without the address', async () => {
    const response = await testApp.app.inject(from('10.1.2.3'));
    expect(response.json()).toEqual({ country: 'SA' });
    const logged = testApp.logs.filter((line) => line.msg === 'unable to fetch the country');
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain('10.1.2.3');
  });
});

describe('remoteCountryLookup', () => {
  const answering = (status: number, body: string) =>
    jest.fn(async (_url: string | URL | Request) => new Response(body, { status }));

  it('takes the country from a `1;CC;…` reply, asking with the IP in the address', async () => {
    const fetchText = answering(200, '1;AE;ARE;United Arab Emirates\n');
    await expect(remoteCountryLookup('https://country.example/?ip={ip}', fetchText)('203.0.113.9')).resolves.toBe('AE');
    expect(fetchText.mock.calls[0]![0]).toBe('https://country.example/?ip=203.0.113.9');
  });

  it('knows no country from any other reply', async () => {
    const lookup = (status: number, body: string) =>
      remoteCountryLookup('https://country.example/{ip}', answering(status, body))('203.0.113.9');
    await expect(lookup(200, '0;;;')).resolves.toBeNull();
    await expect(lookup(200, '1;<script>;')).resolves.toBeNull();
    await expect(lookup(500, '1;AE;')).resolves.toBeNull();
  });
});
