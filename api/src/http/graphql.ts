import fs from 'node:fs/promises';
import path from 'node:path';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type DocumentNode } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { createContext, type ContextDependencies, type GraphQLContext } from '../context';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/database-unavailable';
import { serializeError } from '../log-redaction';
import type { Logger } from '../logger';
import { resolveViewer } from '../modules/accounts/viewer.service';
import { resolveStaffSession, staffTokenOf } from '../modules/staff/staff-session.service';
import { schema } from '../schema';
import { graphqlLimits, useQueryLimits } from './graphql-limits';
import { createGraphqlRateLimit, isAllowedOrigin, isInternalRequest, sendGraphqlError } from './request-guards';
import { useNoSchemaDiscovery } from './schema-discovery';
import { receiveUpload, UploadRefusedError, type StoredUpload } from './uploads';

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of a multipart GraphQL request, on disk until the request is answered. */
    upload?: StoredUpload | null;
  }
}

/** One file per request, at most 10 MB (the photo's own 5 MB is checked by the resolver). */
export const uploadLimits = { fileSizeBytes: 10 * 1024 * 1024, files: 1, fieldBytes: 100 * 1024 };
const uploadRequestBytes = uploadLimits.fileSizeBytes + 2 * uploadLimits.fieldBytes + 16 * 1024;

function isMultipart(request: FastifyRequest): boolean {
  return String(request.headers['content-type'] ?? '').startsWith('multipart/form-data');
}

function forbiddenOrigin(): GraphQLError {
  return new GraphQLError('This origin may not change anything here.', { extensions: { code: 'FORBIDDEN_ORIGIN' } });
}

/** Mutations from a page of another site are refused, whatever CORS let through. */
function useMutationOriginCheck(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = (args.document as DocumentNode).definitions.find(
        (definition) =>
          definition.kind === 'OperationDefinition' &&
          (!args.operationName || definition.name?.value === args.operationName),
      );
      if (operation?.kind !== 'OperationDefinition' || operation.operation !== 'mutation') return;
      if (!isAllowedOrigin(args.contextValue.request, args.contextValue.config)) {
        setResultAndStopExecution({ errors: [forbiddenOrigin()] });
      }
    },
  };
}

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

function isUnexpected(error: GraphQLError): boolean {
  return error.originalError !== undefined && !(error.originalError instanceof GraphQLError);
}

/** Logs errors the client will only see as 'Unexpected error.', with the request's id from its logger. */
function useUnexpectedErrorLogging(): Plugin<GraphQLContext> {
  return {
    onExecute() {
      return {
        onExecuteDone({ args, result }) {
          if (!('errors' in result) || !result.errors) return;
          for (const error of result.errors) {
            if (isUnexpected(error)) {
              args.contextValue.logger.error(
                { err: error.originalError, path: error.path?.join('.') },
                'unexpected GraphQL error',
              );
            }
          }
        },
      };
    },
  };
}

/**
 * Yoga's own log lines. Yoga logs a failed operation's error as the line itself: an error's message may hold a
 * statement's bound values (drizzle's does), so an error is logged through the redacting serializer, never as text.
 */
function yogaLogger(logger: Logger) {
  const forward =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...parts: unknown[]) => {
      const [first, ...rest] = parts;
      const details = rest.map((part) => serializeError(part));
      if (first instanceof Error) logger[level]({ err: serializeError(first), details }, 'GraphQL server error');
      else logger[level]({ details }, String(first));
    };
  return { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') };
}

/** GraphQL at /graphql: JSON bodies up to 100 KB; a multipart upload is streamed to disk here, then Yoga runs it. */
export function registerGraphql(
  app: FastifyInstance,
  dependencies: ContextDependencies & { internalRequestToken: string },
  logger: Logger,
): void {
  const { config } = dependencies;
  const rateLimit = createGraphqlRateLimit(config);
  const incomingDirectory = path.join(config.uploadsDir, 'incoming');
  // Applicants upload their documents, staff the images they publish: either session may send a file.
  const hasUploadSession = async (request: FastifyRequest) =>
    (await resolveViewer(dependencies, request)) !== null ||
    (await resolveStaffSession(dependencies, staffTokenOf(config, request))) !== null;
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: yogaLogger(logger),
    maskedErrors: {
      isDev: false,
      // The database gone for a moment (a restart) is said plainly, with a 503 and when to try again.
      maskError: (error, message, isDev) =>
        isDatabaseUnavailable(error instanceof GraphQLError ? (error.originalError ?? error) : error)
          ? databaseUnavailable()
          : maskError(error, message, isDev),
    },
    // Same origin only; the origins of CORS_ORIGINS, and no other, may read with the visitor's cookies.
    cors: config.corsOrigins.length > 0 ? { origin: config.corsOrigins, credentials: true } : false,
    plugins: [
      // Browsers send simple requests (GET, multipart) cross-site without a preflight; this header proves otherwise.
      useCSRFPrevention({ requestHeaders: ['x-graphql-csrf'] }),
      useQueryLimits(),
      ...(config.nodeEnv === 'production' ? [useNoSchemaDiscovery()] : []),
      useMutationOriginCheck(),
      useGraphQlJit(),
      useUnexpectedErrorLogging(),
    ],
    context: ({ req, reply }) => createContext(dependencies, req, reply),
  });

  app.decorateRequest('upload', null);
  // Streamed to disk with the limits applied while reading; Yoga receives the request with the file in place.
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
    const body = await receiveUpload(payload as never, request.headers, incomingDirectory, {
      fileBytes: uploadLimits.fileSizeBytes,
      fieldBytes: uploadLimits.fieldBytes,
    });
    request.upload = body.upload;
    return body.params;
  });

  // A client may hang up while its operation runs; shutdown still waits for it before the database closes.
  let running = 0;
  const waitingForIdle: (() => void)[] = [];
  app.addHook('onClose', async () => {
    if (running > 0) await new Promise<void>((resolve) => waitingForIdle.push(resolve));
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: graphqlLimits.bodyBytes,
    /**
     * Before any body is read: the per-client limit, then for uploads the origin, the CSRF header, the size and
     * a signed-in session. A refused upload's body is never read (the connection is closed instead).
     */
    onRequest: async (request, reply) => {
      if (!isInternalRequest(request, dependencies.internalRequestToken)) {
        const retryAfter = await rateLimit(request.ip);
        if (retryAfter !== null) {
          reply.header('retry-after', String(retryAfter));
          return sendGraphqlError(reply, 429, 'Too many requests.', {
            code: 'RATE_LIMITED',
            retryAfterSeconds: retryAfter,
          });
        }
      }
      if (request.method !== 'POST' || !isMultipart(request)) return;
      reply.header('connection', 'close');
      if (!isAllowedOrigin(request, config)) {
        return sendGraphqlError(reply, 403, forbiddenOrigin().message, { code: 'FORBIDDEN_ORIGIN' });
      }
      if (!request.headers['x-graphql-csrf']) {
        return sendGraphqlError(reply, 403, 'Send the x-graphql-csrf header.', { code: 'CSRF_HEADER_MISSING' });
      }
      if (!(await hasUploadSession(request))) {
        return sendGraphqlError(reply, 401, 'Sign in to upload a file.', { code: 'UNAUTHENTICATED' });
      }
      if (Number(request.headers['content-length'] ?? 0) > uploadRequestBytes) {
        return sendGraphqlError(reply, 413, 'The file is too large.', { code: 'REQUEST_ENTITY_TOO_LARGE' });
      }
      reply.removeHeader('connection');
    },
    errorHandler: (error, request, reply) => {
      if (error instanceof UploadRefusedError) {
        reply.header('connection', 'close');
        return sendGraphqlError(reply, error.statusCode, error.message, { code: error.code });
      }
      if (error.statusCode === 413) {
        return sendGraphqlError(reply, 413, 'The request is too large.', { code: 'REQUEST_ENTITY_TOO_LARGE' });
      }
      // A body Fastify's JSON parser refused: broken JSON, or a "__proto__" / "constructor.prototype" key.
      if (error.statusCode === 400) {
        return sendGraphqlError(reply, 400, 'The request body is not JSON the API accepts.', { code: 'BAD_REQUEST' });
      }
      throw error;
    },
    // Answers hold personal data: no answer, refusals and parser errors included, is kept by a cache.
    onSend: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    },
    // A file the resolver did not keep (refused, or the operation failed) is removed.
    onResponse: async (request) => {
      if (request.upload) await fs.rm(request.upload.path, { force: true });
    },
    handler: async (request, reply) => {
      running += 1;
      try {
        const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
        response.headers.forEach((value, key) => {
          reply.header(key, value);
        });
        reply.status(response.status);
        // Whole, with a Content-Length: streaming a one-chunk JSON body costs extra socket writes per response.
        reply.send(Buffer.from(await response.arrayBuffer()));
        return reply;
      } finally {
        running -= 1;
        if (running === 0) for (const resolve of waitingForIdle.splice(0)) resolve();
      }
    },
  });
}
