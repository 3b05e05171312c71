import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Smaller bodies go as they are: the encoding's framing and the CPU would cost more than the bytes saved. */
export const compressionThresholdBytes = 1024;

const compressibleType =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:javascript|json|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)(?:;|$)/i;
const supportedEncodings: ('br' | 'gzip')[] = ['br', 'gzip'];
// Quality 4 of 11: close to gzip's speed with smaller output; the highest quality is spent once, at publish time.
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

function declaredLength(reply: FastifyReply): number | undefined {
  const length = Number(reply.getHeader('content-length'));
  return Number.isFinite(length) ? length : undefined;
}

/**
 * Compresses text responses (HTML, JSON, XML, JS, CSS, SVG) with brotli or gzip, whichever the client prefers.
 * A root onSend hook rather than a per-route plugin, so that the pages answered by the not-found handler are
 * compressed too; a response that already has a Content-Encoding (a precompressed file) is left alone.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined) return payload;
    if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return payload;
    if (!compressibleType.test(String(reply.getHeader('content-type') ?? ''))) return payload;

    const isStream = payload instanceof Readable;
    if (!isStream && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const size = isStream ? declaredLength(reply) : Buffer.byteLength(payload);
    if (size !== undefined && size < compressionThresholdBytes) return payload;
    // The same URL may now be answered in several encodings: caches must key on the request's Accept-Encoding.
    addVary(reply);
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), supportedEncodings);
    if (encoding === null) return payload;

    reply.header('content-encoding', encoding);
    if (isStream) {
      reply.removeHeader('content-length');
      const compressor = encoding === 'br' ? zlib.createBrotliCompress(brotliOptions) : zlib.createGzip();
      return pipeline(payload, compressor, (error) => {
        if (error) request.log.warn({ err: error }, 'compressing a response failed');
      });
    }
    const compressed = encoding === 'br' ? await brotliCompress(payload, brotliOptions) : await gzip(payload);
    reply.header('content-length', compressed.length);
    return compressed;
  });
}
