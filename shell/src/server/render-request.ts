import type { RenderResult as RenderResultOf } from '@sakina/shared/contracts';
import type { SsrState } from '../ssr-state';

export type { RenderRequest } from '@sakina/shared/contracts';

/** The contract's result, with the shell's own page state. */
export type RenderResult = RenderResultOf<SsrState>;
