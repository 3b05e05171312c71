import { create } from 'qrcode';
import { classNames } from '../utils/class-names';
import styles from './qr-code.module.css';

export type QrCodeProps = {
  value: string;
  /** What the code is for, in the page's language: its text alternative. */
  label: string;
  size?: number;
  className?: string;
};

/** A QR code as SVG squares (no canvas, no script in the page), with a quiet zone of four modules. */
export function QrCode({ value, label, size = 112, className }: QrCodeProps) {
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
      className={classNames(styles.qr, className)}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      {/* Black on white whatever the theme: what every camera reads. */}
      <rect width={extent} height={extent} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}
