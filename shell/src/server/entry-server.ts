// The shell's server build: a CommonJS library the API server loads. The dynamic import is the async boundary
// that lets the federation runtime provide the shared singletons (React, the router...) before they are used.
import type { RenderRequest, RenderResult } from './render-request';

export type { RenderRequest, RenderResult } from './render-request';

export async function render(request: RenderRequest): Promise<RenderResult> {
  const { render: renderPage } = await import('./render');
  return renderPage(request);
}
