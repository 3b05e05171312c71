import { jsonForScript } from '@sakina/shared/html';

/** schema.org data for search engines; a data block, never executed, so the CSP has nothing to allow. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json">{jsonForScript(data)}</script>;
}
