import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A private stored file on its way to a browser: its bytes, type and size, and the name it is saved as. */
export interface Download {
  body: Readable;
  mediaType: string;
  sizeBytes: number;
  fileName: string;
}

/** RFC 6266 with an ASCII fallback, for names in any script. */
function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * How the browser gets the file: `view` shows a PDF or an image in a frame of this site's pages (the staff
 * console's viewer: a PDF sent as an attachment leaves the frame blank), `save` always downloads it; `default`
 * shows images and downloads anything else.
 */
export type DownloadPresentation = 'default' | 'view' | 'save';

function isShown(mediaType: string, presentation: DownloadPresentation): boolean {
  switch (presentation) {
    case 'view':
      return mediaType === 'application/pdf' || imageTypes.includes(mediaType);
    case 'save':
      return false;
    case 'default':
      return imageTypes.includes(mediaType);
    default:
      return presentation satisfies never;
  }
}

/**
 * Sends a private file, sandboxed and without scripts, never cached, framed only by this site's own pages (the
 * staff console shows documents in a frame). The caller has checked who may read it; a file that is gone (null)
 * answers like a missing one.
 */
export function sendDownload(
  reply: FastifyReply,
  download: Download | null,
  presentation: DownloadPresentation = 'default',
): FastifyReply {
  if (!download) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  const disposition = isShown(download.mediaType, presentation) ? 'inline' : 'attachment';
  return reply
    .header('cache-control', 'private, no-store')
    .type(download.mediaType)
    .header('content-disposition', contentDisposition(disposition, download.fileName))
    .header('content-security-policy', "default-src 'none'; img-src 'self'; frame-ancestors 'self'; sandbox")
    .header('x-frame-options', 'SAMEORIGIN')
    .header('content-length', String(download.sizeBytes))
    .send(download.body);
}
