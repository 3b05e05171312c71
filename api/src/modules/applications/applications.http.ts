import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { sendDownload } from '../../http/send-download';
import { resolveViewer } from '../accounts/viewer.service';
import { findDownloadableDocument, readStoredDocument } from './documents.service';

export const documentDownloadPath = (id: string) => `/files/application-documents/${id}`;

/** Application files for their owner only (session cookie or Bearer token); staff use the console's route. */
export function registerApplicationRoutes(
  app: FastifyInstance,
  { config, db }: { config: AppConfig; db: Database },
): void {
  app.get<{ Params: { id: string } }>('/files/application-documents/:id', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const viewer = await resolveViewer({ db }, request);
    if (!viewer) return reply.code(401).type('text/plain; charset=utf-8').send('Sign in first.');
    // Another applicant's file answers exactly like a missing one.
    const document = await findDownloadableDocument({ db }, viewer, request.params.id);
    if (!document) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendDownload(reply, await readStoredDocument(config, document));
  });
}
