import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspackPluginInstance } from '@rspack/core';
import type { SsrAssets } from '@sakina/shared/contracts';

const unique = (files: string[]) => [...new Set(files)].sort();

/**
 * Writes ssr-assets.json beside the browser build, from the build's own chunk origins. mf-manifest.json names
 * each shared module's chunk but not the split vendor chunks it also needs; the origins give the exact set.
 */
export const ssrAssetsPlugin: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.done.tap('SsrAssetsPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, entrypoints: true, outputPath: true });
      const assets: SsrAssets = { entrypoints: {}, imports: {}, shared: [] };
      for (const [name, entry] of Object.entries(json.entrypoints ?? {})) {
        assets.entrypoints[name] = unique((entry.assets ?? []).map((asset) => asset.name));
      }
      for (const chunk of json.chunks ?? []) {
        const files = (chunk.files ?? []).filter((file) => /\.(js|css)$/.test(file));
        for (const origin of chunk.origins ?? []) {
          if ((origin.moduleName ?? '').startsWith('provide shared module')) assets.shared.push(...files);
          else if (origin.request && origin.module)
            assets.imports[origin.request] = [...(assets.imports[origin.request] ?? []), ...files];
        }
      }
      assets.shared = unique(assets.shared);
      for (const request of Object.keys(assets.imports)) assets.imports[request] = unique(assets.imports[request]!);
      writeFileSync(path.join(json.outputPath!, 'ssr-assets.json'), `${JSON.stringify(assets, null, 2)}\n`);
    });
  },
};
