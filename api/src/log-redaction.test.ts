import pino from 'pino';
import { logRedaction, redactUrl } from './log-redaction';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info', ...logRedaction },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

describe('log redaction', () => {
  it('keeps a URL’s path and parameter names, never their values', () => {
    expect(redactUrl('/newsletter/unsubscribe?token=abc123&lang=en')).toBe(
      '/newsletter/unsubscribe?token=[redacted]&lang=[redacted]',
    );
    expect(redactUrl('/practitioners')).toBe('/practitioners');
    const { logger, lines } = capture();
    logger.info({ req: { method: 'GET', url: '/en/practitioners?search=ahmad%20panic' } }, 'incoming request');
    expect(lines[0]!.req).toEqual({ method: 'GET', url: '/en/practitioners?search=[redacted]' });
  });

  it('writes no address, token or password, in fields or in the message', () => {
    const { logger, lines } = capture();
    logger.info(
      { to: 'sara@example.com', email: 'sara@example.com', token: 'tok_secret', input: { password: 'pw' } },
      'mail for omar@example.org queued',
    );
    const line = JSON.stringify(lines[0]);
    for (const secret of ['sara@example.com', 'omar@example.org', 'tok_secret', '"pw"']) {
      expect(line).not.toContain(secret);
    }
    expect(lines[0]!.msg).toBe('mail for [email] queued');
  });

  it('logs a database error by its code and stack, without the values it repeats', () => {
    const { logger, lines } = capture();
    const cause = Object.assign(new Error('new row for relation "applications" violates check constraint'), {
      code: '23514',
      detail: 'Failing row contains (1000000008, SA0380000000608010167519).',
      constraint: 'applications_check',
    });
    const error = Object.assign(
      new Error('Failed query: update "applications" set "personal" = $1\nparams: 1000000008'),
      {
        query: 'update "applications" set "personal" = $1',
        params: ['1000000008'],
        cause,
      },
    );
    logger.error({ err: error }, 'unexpected GraphQL error');
    const line = JSON.stringify(lines[0]);
    expect(line).not.toContain('1000000008');
    expect(line).not.toContain('SA0380000000608010167519');
    expect(lines[0]!.err).toMatchObject({
      type: 'Error',
      query: 'update "applications" set "personal" = $1',
      cause: { code: '23514', constraint: 'applications_check' },
    });
  });
});
