import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { GraphqlReply } from './test-app';

export interface GraphqlUpload {
  query: string;
  /** The operation's variables; the file takes the place of `variables.file`. */
  variables: Record<string, unknown>;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The body and content type of a GraphQL multipart request (the spec the browser's upload uses) with one file. */
export function graphqlUploadRequest({ query, variables, fileName, contentType, bytes }: GraphqlUpload): {
  contentType: string;
  payload: Buffer;
} {
  const boundary = `----sakina${randomBytes(8).toString('hex')}`;
  const operations = JSON.stringify({ query, variables: { ...variables, file: null } });
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload };
}

/** Sends one file as the browser's upload does; a refusal before GraphQL (401, 413) comes back as its text. */
export async function sendGraphqlUpload<Data>(
  app: FastifyInstance,
  headers: Record<string, string>,
  upload: GraphqlUpload,
): Promise<GraphqlReply<Data>> {
  const { contentType, payload } = graphqlUploadRequest(upload);
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  let body: Omit<GraphqlReply<Data>, 'status'> = {};
  try {
    body = response.json();
  } catch {
    body = { errors: [{ message: response.body }] };
  }
  return { status: response.statusCode, ...body };
}
