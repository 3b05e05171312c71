import { create } from 'qrcode';

/** The modules around a code that a reader needs clear. */
const quietZone = 4;

export interface QrCodeDrawing {
  /** The width and height of the drawing, in modules, quiet zone included. */
  extent: number;
  /** One SVG path of every dark module, one unit a module. */
  path: string;
}

/** A QR code (error correction M) as one SVG path of squares, with a quiet zone of four modules. */
export function drawQrCode(value: string): QrCodeDrawing {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const cells: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) cells.push(`M${column + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return { extent: modules.size + quietZone * 2, path: cells.join('') };
}

/** The code as a standalone SVG file: black on white whatever the theme, what every camera reads. */
export function qrCodeSvgFile(value: string): string {
  const { extent, path } = drawQrCode(value);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">` +
    `<rect width="${extent}" height="${extent}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}
