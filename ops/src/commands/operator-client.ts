import pino from 'pino';
import { apiPlugin } from '@sakina/api/internals/api-plugin';
import type { AppConfig } from '@sakina/api/internals/config';
import { openConfiguredDatabase } from '@sakina/api/internals/db/client';
import { DatabaseLockedError } from '@sakina/api/internals/db/pglite-lock';
import { createHttpServer } from '@sakina/api/internals/http/http-server';
import { createMailer } from '@sakina/api/internals/mail/mailer';
import { ensureOperatorToken } from '@sakina/api/internals/security/operator-token';

export interface ApiResponse {
  status: number;
  body: Buffer;
}

export interface ApiRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * The API as the command line reaches it: the running server over HTTP when it holds the embedded database
 * (PGlite allows one process only), otherwise the same app started inside this process on the database.
 * Either way every command goes through the same HTTP routes and GraphQL operations as the site.
 */
export interface ApiConnection {
  mode: 'server' | 'in-process';
  request(request: ApiRequest): Promise<ApiResponse>;
  close(): Promise<void>;
}

export function serverUrl(config: Pick<AppConfig, 'host' | 'port'>): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export async function connectToApi(config: AppConfig): Promise<ApiConnection> {
  let database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    const base = serverUrl(config);
    return {
      mode: 'server',
      async request({ method, url, headers, body }) {
        let response: Response;
        try {
          response = await fetch(`${base}${url}`, { method, headers, body });
        } catch {
          throw new Error(
            `The database is held by process ${error.ownerPid}, but no server answers at ${base}. Is PORT the server's port?`,
          );
        }
        return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
      },
      close: async () => undefined,
    };
  }
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, logger });
  const app = createHttpServer(config, logger);
  await app.register(apiPlugin, { config, database, mailer, logger });
  await app.ready();
  const opened = database;
  return {
    mode: 'in-process',
    async request({ method, url, headers, body }) {
      const response = await app.inject({ method, url, headers, payload: body });
      return { status: response.statusCode, body: response.rawPayload };
    },
    async close() {
      await app.close();
      mailer.close();
      await opened.close();
    },
  };
}

/** POSTs JSON to an operator route (`/operator/…`) with the operator token, then closes the connection. */
export async function operatorPost<Body>(
  config: AppConfig,
  url: string,
  payload: unknown,
): Promise<{ mode: ApiConnection['mode']; status: number; body: Body }> {
  const operatorToken = ensureOperatorToken(config);
  const api = await connectToApi(config);
  try {
    const response = await api.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', authorization: `Operator ${operatorToken}` },
      body: JSON.stringify(payload),
    });
    return { mode: api.mode, status: response.status, body: JSON.parse(response.body.toString('utf8')) as Body };
  } finally {
    await api.close();
  }
}
