import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { findMediaImages, mediaCacheControl, readMediaVariant } from './media.service';

/** `<width>.webp`, the width in plain digits: anything else (dots, slashes, signs, leading zeros) is no file of ours. */
const variantFileName = /^([1-9]\d{0,4})\.webp$/;

/** Strong and fixed: the bytes of one id and width never change. */
const entityTagOf = (id: string, width: number) => `"${id}-${width}"`;

function matchesEntityTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === tag;
  });
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

/**
 * The published images: GET /media/<id>/<width>.webp answers one stored width, public and immutable. Only the
 * widths of an asset's row are served, so the store is never read at a key a visitor made up.
 */
export function registerMediaRoutes(app: FastifyInstance, { config, db }: { config: AppConfig; db: Database }): void {
  app.get<{ Params: { id: string; file: string } }>('/media/:id/:file', async (request, reply) => {
    const { id, file } = request.params;
    const width = Number(variantFileName.exec(file)?.[1]);
    const image = Number.isInteger(width) ? (await findMediaImages({ db }, [id])).get(id) : undefined;
    if (!image || !image.widths.includes(width)) return notFound(reply);
    const cached = { 'cache-control': mediaCacheControl, etag: entityTagOf(image.id, width) };
    if (matchesEntityTag(request.headers['if-none-match'], cached.etag)) return reply.code(304).headers(cached).send();
    const stored = await readMediaVariant(config, image, width);
    if (!stored) return notFound(reply);
    return reply.headers(cached).type('image/webp').header('content-length', String(stored.size)).send(stored.body);
  });
}
