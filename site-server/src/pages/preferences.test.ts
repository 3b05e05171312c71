import { useFixtureSite } from '../testing/fixture-shell';

const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://sakina.example' };

describe('the cookie banner and language switch before the scripts run', () => {
  const site = useFixtureSite({ PUBLIC_URL: 'https://sakina.example', TRUSTED_PROXY_COUNT: '1' });

  it('keeps the posted cookie choice for a year and goes back to the page it came from', async () => {
    const response = await site().app.inject({
      method: 'POST',
      url: '/consent',
      headers: form,
      payload: 'choice=all&returnTo=%2Fen%2Fabout%3Fx%3D1',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/about?x=1');
    expect(response.headers['cache-control']).toBe('no-store');
    // An https site's cookies are Secure as its session cookie is, even when no proxy said the request was https.
    expect(response.headers['set-cookie']).toBe(
      `cookie_consent=all; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax; Secure`,
    );
    const language = await site().app.inject({ url: '/locale/en?returnTo=%2Fabout' });
    expect(language.headers['set-cookie']).toBe(
      `locale=en; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax; Secure`,
    );
  });

  it('marks the cookie Secure over https and keeps an Arabic page Arabic', async () => {
    const response = await site().app.inject({
      method: 'POST',
      url: '/consent',
      headers: { ...form, 'x-forwarded-proto': 'https' },
      payload: 'choice=necessary&returnTo=%2Fprivacy',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/privacy');
    expect(response.headers['set-cookie']).toMatch(/^cookie_consent=necessary; .*; Secure$/);
  });

  it('takes the form of a page sent with no referrer (Origin: null) when the browser says it is same-origin', async () => {
    const response = await site().app.inject({
      method: 'POST',
      url: '/consent',
      headers: { 'content-type': form['content-type'], origin: 'null', 'sec-fetch-site': 'same-origin' },
      payload: 'choice=all&returnTo=%2Fabout',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/about');
    expect(response.headers['set-cookie']).toMatch(/^cookie_consent=all;/);
  });

  it('refuses an unknown choice without setting a cookie', async () => {
    const response = await site().app.inject({
      method: 'POST',
      url: '/consent',
      headers: form,
      payload: 'choice=maybe&returnTo=%2F',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', ''])(
    'sends returnTo=%j home',
    async (returnTo) => {
      const response = await site().app.inject({
        method: 'POST',
        url: '/consent',
        headers: form,
        payload: new URLSearchParams({ choice: 'all', returnTo }).toString(),
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    },
  );

  it('refuses a form posted from another site', async () => {
    for (const headers of [
      { ...form, origin: 'https://evil.example' },
      { 'content-type': form['content-type'], 'sec-fetch-site': 'cross-site' },
      { 'content-type': form['content-type'], origin: 'null', 'sec-fetch-site': 'cross-site' },
      { 'content-type': form['content-type'], origin: 'null' },
    ]) {
      const response = await site().app.inject({
        method: 'POST',
        url: '/consent',
        headers,
        payload: 'choice=all&returnTo=%2F',
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('stores the language and opens the same page in it', async () => {
    const english = await site().app.inject({ url: '/locale/en?returnTo=%2Fabout%3Fx%3D1' });
    expect(english.statusCode).toBe(303);
    expect(english.headers.location).toBe('/en/about?x=1');
    expect(english.headers['cache-control']).toBe('no-store');
    expect(english.headers['set-cookie']).toBe(
      `locale=en; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax; Secure`,
    );

    const arabic = await site().app.inject({ url: '/locale/ar?returnTo=%2Fen%2Fabout' });
    expect(arabic.headers.location).toBe('/about');
    expect(arabic.headers['set-cookie']).toMatch(/^locale=ar;/);

    const away = await site().app.inject({ url: '/locale/en?returnTo=%2F%2Fevil.example' });
    expect(away.headers.location).toBe('/en');

    const unknown = await site().app.inject({ url: '/locale/fr?returnTo=%2F' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });
});
