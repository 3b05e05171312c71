// npm keeps drizzle-orm inside api/node_modules while drizzle-kit is hoisted to the root, where its own
// import('drizzle-orm/…') cannot find it: resolve those imports from this package instead (NODE_PATH covers
// its require() calls; see the db:generate script).
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const apiUrl = ${JSON.stringify(new URL('../../package.json', import.meta.url).href)};
      export async function resolve(specifier, context, next) {
        try {
          return await next(specifier, context);
        } catch (error) {
          if (!specifier.startsWith('drizzle-orm')) throw error;
          return next(specifier, { ...context, parentURL: apiUrl });
        }
      }`),
);

const entry = createRequire(import.meta.url).resolve('drizzle-kit');
import(pathToFileURL(path.join(path.dirname(entry), 'bin.cjs')).href);
