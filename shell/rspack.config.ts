import { rspack, type RspackPluginInstance } from '@rspack/core';
import { createShellConfig, createShellServerConfig } from '../tools/rspack/create-config';
import type { PageRoutesFile } from '@sakina/shared/contracts';
import { localeCookieName } from '@sakina/shared/i18n';
import { consentCookieName } from './src/features/consent/consent-cookie';
import { routeTable } from './src/routes/route-table';

/**
 * Writes page-routes.json beside index.html: every route's path, page key, indexing and serving rules, and the
 * cookies an anonymous render depends on. The server builds /sitemap.xml and /robots.txt from it and answers each
 * page by its rules, so the route table stays the one list of pages and of what each needs.
 */
const pageRoutesPlugin: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageRoutesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const pageRoutes: PageRoutesFile = {
            routes: routeTable.map(({ path, page, indexing, caching, privateLink, gate, parameterFormats, form }) => ({
              path,
              page,
              indexing,
              ...(caching ? { caching } : {}),
              ...(privateLink ? { privateLink } : {}),
              ...(gate ? { gate } : {}),
              ...(parameterFormats ? { parameterFormats } : {}),
              ...(form ? { form } : {}),
            })),
            renderCookies: [localeCookieName, consentCookieName],
          };
          compilation.emitAsset('page-routes.json', new rspack.sources.RawSource(`${JSON.stringify(pageRoutes)}\n`));
        },
      );
    });
  },
};

const config = createShellConfig({ directory: __dirname });
config.plugins!.push(pageRoutesPlugin);

export default [config, createShellServerConfig({ directory: __dirname })];
