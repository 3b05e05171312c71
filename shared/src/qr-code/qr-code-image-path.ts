// Apart from the drawing: a page that shows a code through the server imports this alone, never the QR generator
// (the `qrcode` package is not free of side effects, so a bundle keeps whatever imports it).

/**
 * The address of the site server's drawing of a code for a page of this site (`GET /qr-code.svg`): the server
 * draws its full address, so the browser needs no QR generator and the server draws codes of its own pages only.
 */
export function qrCodeImagePath(pagePath: string): string {
  return `/qr-code.svg?path=${encodeURIComponent(pagePath)}`;
}
