import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { toFailure } from './failure';

const combined = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions }] });

describe('toFailure', () => {
  it('turns BAD_USER_INPUT into field errors', () => {
    expect(toFailure(combined({ code: 'BAD_USER_INPUT', fields: [{ path: 'email', code: 'email_invalid' }] }))).toEqual(
      {
        kind: 'fields',
        fields: [{ path: 'email', code: 'email_invalid' }],
      },
    );
  });

  it('reports rate limits with the wait', () => {
    expect(toFailure(combined({ code: 'RATE_LIMITED', retryAfterSeconds: 30 }))).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 30,
    });
  });

  it('treats network errors and masked errors as the general failure', () => {
    expect(toFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'general' });
    expect(toFailure(combined({ code: 'INTERNAL_SERVER_ERROR' }))).toEqual({ kind: 'general' });
  });
});
