import { useGraphQlJit } from '@envelop/graphql-jit';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createFetch } from '@whatwg-node/fetch';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { createContext, type ContextDependencies, type GraphQLContext } from '../context';
import type { Logger } from '../logger';
import { schema } from '../schema';

export const uploadLimits = { fileSizeBytes: 10 * 1024 * 1024, files: 5 };

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

function yogaLogger(logger: Logger) {
  const forward =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...parts: unknown[]) =>
      logger[level]({ details: parts.slice(1) }, String(parts[0]));
  return { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') };
}

/** GraphQL at /graphql: JSON bodies go through Fastify (1 MB limit), multipart uploads stream to Yoga. */
export function registerGraphql(app: FastifyInstance, dependencies: ContextDependencies, logger: Logger): void {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: yogaLogger(logger),
    maskedErrors: { isDev: false },
    fetchAPI: createFetch({
      formDataLimits: {
        fileSize: uploadLimits.fileSizeBytes,
        files: uploadLimits.files,
        fieldSize: 1024 * 1024,
        fields: 20,
      },
    }),
    maxRequestBodySize: uploadLimits.fileSizeBytes * uploadLimits.files + 2 * 1024 * 1024,
    // Browsers send multipart and other simple requests cross-site without a preflight; this header proves otherwise.
    plugins: [useCSRFPrevention({ requestHeaders: ['x-graphql-csrf'] }), useGraphQlJit(), useUnexpectedErrorLogging()],
    context: ({ req, reply }) => createContext(dependencies, req, reply),
  });

  // Leave multipart bodies unread, so that Yoga applies its own per-file limits while streaming them.
  app.addContentTypeParser('multipart/form-data', {}, (_request, _payload, done) => done(null));

  // A client may hang up while its operation runs; shutdown still waits for it before the database closes.
  let running = 0;
  const waitingForIdle: (() => void)[] = [];
  app.addHook('onClose', async () => {
    if (running > 0) await new Promise<void>((resolve) => waitingForIdle.push(resolve));
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
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
