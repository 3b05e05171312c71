import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { resolveViewer } from '../accounts/viewer.service';
import type { ApplicationDocumentRow } from './applications.table';
import { isOperatorRequest } from '../../security/operator-token';
import { uploadStore } from '../../storage/stores';
import {
  documentObjectKey,
  extensionOfMediaType,
  findDownloadableDocument,
  type UploadStoreConfig,
} from './documents.service';
import { createReviewer, ReviewerRefusedError } from './reviewers.service';

export const documentDownloadPath = (id: string) => `/files/application-documents/${id}`;

/** RFC 6266 with an ASCII fallback, for names in any script. */
function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function downloadName(fileName: string, mediaType: string): string {
  const extension = extensionOfMediaType[mediaType];
  const base = fileName.replace(/\.[^.]*$/, '') || 'file';
  return extension ? `${base}.${extension}` : base;
}

/**
 * Streams a stored application file from the upload store: images inline, PDFs as attachments, sandboxed, never
 * cached. The caller has checked who may read it; the store is never reachable otherwise.
 */
export async function sendApplicationDocument(
  reply: FastifyReply,
  config: UploadStoreConfig,
  document: Pick<ApplicationDocumentRow, 'fileName' | 'mediaType' | 'sizeBytes' | 'storageKey'>,
): Promise<FastifyReply> {
  const stored = await uploadStore(config).read(documentObjectKey(document.storageKey));
  // A row whose file is gone (the start-up sweep removes such rows) answers like a missing document.
  if (!stored) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  const images = ['image/jpeg', 'image/png', 'image/webp'];
  return reply
    .header('cache-control', 'private, no-store')
    .type(document.mediaType)
    .header(
      'content-disposition',
      contentDisposition(
        images.includes(document.mediaType) ? 'inline' : 'attachment',
        downloadName(document.fileName, document.mediaType),
      ),
    )
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .header('content-length', String(document.sizeBytes))
    .send(stored.body);
}

/**
 * Application files for their owner and reviewers only (session cookie or Bearer token), and the operator's
 * door for creating reviewers while the server holds the database.
 */
export function registerApplicationRoutes(
  app: FastifyInstance,
  { config, db }: { config: AppConfig; db: Database },
): void {
  app.get<{ Params: { id: string } }>('/files/application-documents/:id', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const viewer = await resolveViewer(db, request);
    if (!viewer) return reply.code(401).type('text/plain; charset=utf-8').send('Sign in first.');
    // Another applicant's file answers exactly like a missing one.
    const document = await findDownloadableDocument(db, viewer, request.params.id);
    if (!document) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendApplicationDocument(reply, config, document);
  });

  app.post<{ Body: { email?: unknown } }>('/operator/reviewers', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await isOperatorRequest(config, request))) return reply.code(403).send({ error: 'Not allowed.' });
    try {
      return await createReviewer(db, typeof request.body?.email === 'string' ? request.body.email : '');
    } catch (error) {
      if (error instanceof ReviewerRefusedError) return reply.code(400).send({ error: error.message });
      throw error;
    }
  });
}
