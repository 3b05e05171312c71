import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedConfig } from './federation-shared';
import { ssrAssetsPlugin } from './ssr-assets-plugin';

interface AppOptions {
  /** Folder of the app (its package.json, src/, dist/). */
  directory: string;
}

interface RemoteOptions extends AppOptions {
  /** Federation name: a JS identifier such as mfe_public. */
  federationName: string;
}

const repositoryRoot = path.resolve(__dirname, '../..');
const rxjsEs2015 = path.join(path.dirname(require.resolve('rxjs/package.json')), 'dist/esm/index.js');
const nodeRuntimePlugin = createRequire(__filename).resolve('@module-federation/node/runtimePlugin');

function dependencyVersions(directory: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8'));
  return manifest.dependencies;
}

function baseConfig(directory: string, uniqueName: string, publicPath: string): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    context: directory,
    // Modern browsers only (browserslist in the root package.json): logical CSS properties stay as written.
    target: ['browserslist'],
    entry: { main: './src/index.ts' },
    // Maps are written beside the files for the server's error reports, but no file names them and none is served.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(directory, 'dist'),
      publicPath,
      uniqueName,
      // dist/server is the server build's (created by the other compiler of the same rspack run).
      clean: { keep: /[\\/]dist[\\/]server([\\/]|$)/ },
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // rxjs (Apollo's observables) as ES2015 rather than its default ES5 build: classes instead of tslib's helpers.
      alias: { rxjs$: rxjsEs2015 },
    },
    lazyCompilation: false,
    module: {
      // `import styles from './x.module.css'`, the way every component is written.
      parser: { 'css/auto': { namedExports: false } },
      // Class names from the file's path and the class, so the browser and server builds agree.
      generator: { 'css/auto': { localIdentName: '[local]-[hash:6]' } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|svg|png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? ''),
      }),
    ],
    performance: { hints: false },
  };
}

/**
 * Writes build.json with this build's hash: open pages fetch it every hour and offer a reload once it changes.
 * The file's own name carries no hash, so the server sends it uncached.
 */
const buildIdPlugin: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildIdPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const buildId = compilation.hash ?? '';
          compilation.emitAsset('build.json', new rspack.sources.RawSource(`${JSON.stringify({ buildId })}\n`));
        },
      );
    });
  },
};

export function createShellConfig({ directory }: AppOptions): Configuration {
  const config = baseConfig(directory, 'shell', '/');
  config.plugins!.push(
    buildIdPlugin,
    ssrAssetsPlugin,
    // Not minified: the server fills the ssr-* comments of the template.
    new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', minify: false }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
    new ModuleFederationPlugin({
      name: 'shell',
      // No remotes at build time: they are registered at runtime from /remotes.json.
      remotes: {},
      shared: sharedConfig(dependencyVersions(directory), 'host', {
        'react-router-dom': path.join(directory, 'src/shared-modules/react-router-dom.ts'),
        '@apollo/client': path.join(directory, 'src/shared-modules/apollo-client.ts'),
        '@apollo/client/react': path.join(directory, 'src/shared-modules/apollo-client-react.ts'),
      }),
      shareStrategy: 'loaded-first',
      dts: false,
      // The snapshot plugin must stay: it is what reads each remote's mf-manifest.json.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  );
  return config;
}

export function createRemoteConfig({ directory, federationName }: RemoteOptions): Configuration {
  const config = baseConfig(directory, federationName, 'auto');
  // Remotes only run inside the shell: the federation container is their one entry.
  config.entry = {};
  config.optimization = { runtimeChunk: false };
  // BUILD_LABEL (e.g. a CI build number) stamps every chunk, so a relabelled build publishes as a new version.
  if (process.env.BUILD_LABEL)
    config.plugins!.push(
      new rspack.BannerPlugin({
        banner: `build ${process.env.BUILD_LABEL}`,
        stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
      }),
    );
  config.plugins!.push(
    ssrAssetsPlugin,
    new ModuleFederationPlugin({
      name: federationName,
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.tsx' },
      shared: sharedConfig(dependencyVersions(directory), 'remote'),
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: {
        externalRuntime: true,
        optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
      },
    }),
  );
  return config;
}

/**
 * The server build of an app, next to its browser build in dist/server: the same source for Node
 * (`async-node`), with CSS modules reduced to their class names and assets named, not emitted.
 */
function serverConfig(directory: string, uniqueName: string, publicPath: string): Configuration {
  const config = baseConfig(directory, uniqueName, publicPath);
  config.name = 'server';
  // After the browser build, never beside it: its clean of dist/ and this build's writes to dist/server would race
  // (seen once as ENOENT on dist/server/remoteEntry.js).
  config.dependencies = ['browser'];
  config.target = 'async-node';
  config.devtool = false;
  config.output = {
    ...config.output,
    path: path.join(directory, 'dist', 'server'),
    clean: true,
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
  };
  const generator = config.module!.generator as Record<string, Record<string, unknown>>;
  generator['css/auto'] = { ...generator['css/auto'], exportsOnly: true };
  generator['asset/resource'] = { emit: false };
  config.optimization = { minimize: false };
  return config;
}

/** Federation on Node: remote entries loaded as scripts by the node runtime plugin, no manifest or types. */
const serverFederation: Partial<ConstructorParameters<typeof ModuleFederationPlugin>[0]> = {
  shareStrategy: 'loaded-first',
  dts: false,
  manifest: false,
  remoteType: 'script',
  runtimePlugins: [nodeRuntimePlugin],
};

/** The shell for Node: a CommonJS library whose `render()` the API server calls for every page request. */
export function createShellServerConfig({ directory }: AppOptions): Configuration {
  const config = serverConfig(directory, 'shell', '/');
  config.entry = { main: './src/server/entry-server.ts' };
  config.output!.library = { type: 'commonjs2' };
  config.plugins!.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedConfig(dependencyVersions(directory), 'host'),
      ...serverFederation,
    }),
  );
  return config;
}

/**
 * A remote for Node, published in server/ inside its versioned folder. One file: the node runtime resolves a
 * remote's chunks from whatever version is registered under its name now, so an old container that had
 * chunks could fetch a newer version's after a deploy.
 */
export function createRemoteServerConfig({ directory, federationName }: RemoteOptions): Configuration {
  const config = serverConfig(directory, federationName, 'auto');
  config.entry = {};
  config.output!.library = { type: 'commonjs-module' };
  config.plugins!.push(
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new ModuleFederationPlugin({
      name: federationName,
      filename: 'remoteEntry.js',
      library: { type: 'commonjs-module', name: federationName },
      exposes: { './routes': './src/routes.tsx' },
      shared: sharedConfig(dependencyVersions(directory), 'remote'),
      ...serverFederation,
    }),
  );
  return config;
}

export { repositoryRoot };
