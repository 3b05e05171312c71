import {
  issuedDocumentKinds,
  documentLanguages,
  sampleDocumentContent,
  type IssuedDocumentKind,
} from '@sakina/shared/validation';
import { loadConfig } from '@sakina/api/internals/config';
import { connectToApi, type ApiConnection } from './operator-client';
import { serviceKeyForScripts } from '@sakina/api/internals/modules/issued-documents/document-keys';

// npm run documents:demo: issues one document of each kind in each language through the issuing API, as the
// apps do, and prints the fourteen view links. Works while `npm start` runs (through the server) and without it.

async function firstPhysicianId(api: ApiConnection): Promise<number> {
  const response = await api.request({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ practitioners(category: PHYSICIAN, pageSize: 1) { items { id } } }' }),
  });
  const body = JSON.parse(response.body.toString('utf8')) as {
    data?: { practitioners: { items: { id: string }[] } };
  };
  const id = body.data?.practitioners.items[0]?.id;
  if (!id) throw new Error('No physician in the directory: run `npm run seed` (or start the server once) first.');
  return Number(id);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const key = serviceKeyForScripts(config);
  const api = await connectToApi(config);
  try {
    const physicianId = await firstPhysicianId(api);
    const rows: string[] = [];
    for (const language of documentLanguages) {
      for (const kind of issuedDocumentKinds) {
        const response = await api.request({
          method: 'POST',
          url: '/api/documents',
          headers: { 'content-type': 'application/json', 'x-documents-key': key },
          body: JSON.stringify({
            kind,
            language,
            issuerPractitionerId: physicianId,
            subjectReference: 'demo-patient',
            content: sampleDocumentContent(kind as IssuedDocumentKind, language),
          }),
        });
        const body = JSON.parse(response.body.toString('utf8')) as { viewUrl?: string; verificationCode?: string };
        if (response.status !== 201 || !body.viewUrl) {
          throw new Error(
            `Issuing a ${kind} (${language}) failed: ${response.status} ${response.body.toString('utf8')}`,
          );
        }
        rows.push(`${language}  ${kind.padEnd(26)}  ${body.verificationCode}  ${body.viewUrl}`);
      }
    }
    console.log(
      `Issued ${rows.length} documents (${api.mode === 'server' ? 'through the running server' : 'directly in the database'}):`,
    );
    for (const row of rows) console.log(row);
  } finally {
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
