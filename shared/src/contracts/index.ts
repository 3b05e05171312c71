export * from './locale';
export * from './remote-route-module';
export * from './http-status-error';
export * from './shell-context';
export { detectPlatform, type DevicePlatform } from './device-platform';
export type { FirebaseWebConfig, RuntimeConfig } from './runtime-config';
export type { PageHead, PageHeadSink } from './page-head';
export type {
  PageIndexing,
  PageRouteEntry,
  PageRoutesFile,
  PageServing,
  RemotesManifest,
  PostedForm,
  RenderRequest,
  RenderResult,
  SsrAssets,
} from './server-render';
