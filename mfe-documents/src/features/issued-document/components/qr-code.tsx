import { create } from 'qrcode';
import styles from './document.module.css';

/** A QR code as SVG squares (no canvas, no script in the page), with a quiet zone of four modules. */
export function QrCode({ value, label, size = 112 }: { value: string; label: string; size?: number }) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cells: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) cells.push(`M${column + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  const extent = modules.size + quiet * 2;
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}
