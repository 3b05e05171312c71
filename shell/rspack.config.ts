import { rspack, type RspackPluginInstance } from '@rspack/core';
import { createShellConfig, createShellServerConfig } from '../tools/rspack/create-config';
import { routeTable } from './src/routes/route-table';

/**
 * Writes page-routes.json (path, page key, indexing of every route) beside index.html: the server builds
 * /sitemap.xml and /robots.txt from it, so the route table stays the one list of pages.
 */
const pageRoutesPlugin: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageRoutesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const pageRoutes = routeTable.map(({ path, page, indexing }) => ({ path, page, indexing }));
          compilation.emitAsset('page-routes.json', new rspack.sources.RawSource(`${JSON.stringify(pageRoutes)}\n`));
        },
      );
    });
  },
};

const config = createShellConfig({ directory: __dirname });
config.plugins!.push(pageRoutesPlugin);

export default [config, createShellServerConfig({ directory: __dirname })];
