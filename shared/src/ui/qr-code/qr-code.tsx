import { drawQrCode } from '../../qr-code/qr-code-drawing';
import { classNames } from '../utils/class-names';
import styles from './qr-code.module.css';

export type QrCodeProps = {
  value: string;
  /** What the code is for, in the page's language: its text alternative. */
  label: string;
  size?: number;
  className?: string;
};

/**
 * A QR code of any text as SVG squares drawn in the page (no canvas, no script): for the printed documents, whose
 * codes hold more than an address. A page that shows a code of one of the site's own pages uses QrCodeImage, which
 * leaves the drawing to the server.
 */
export function QrCode({ value, label, size = 112, className }: QrCodeProps) {
  const { extent, path } = drawQrCode(value);
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
      <path d={path} fill="#000" />
    </svg>
  );
}
