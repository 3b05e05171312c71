import { qrCodeImagePath } from '../../qr-code/qr-code-image-path';
import { classNames } from '../utils/class-names';
import styles from './qr-code.module.css';

export type QrCodeImageProps = {
  /** The page of this site the code opens, with its locale prefix (`/en/practitioners/…`). */
  pagePath: string;
  /** What the code is for, in the page's language: its text alternative. */
  label: string;
  size?: number;
  className?: string;
};

/**
 * A QR code of one of the site's own pages, drawn by the site server (`GET /qr-code.svg`): the page ships no QR
 * generator, and a code in a closed dialog or a hidden section is fetched only when it shows.
 */
export function QrCodeImage({ pagePath, label, size = 112, className }: QrCodeImageProps) {
  return (
    <img
      className={classNames(styles.qr, className)}
      src={qrCodeImagePath(pagePath)}
      alt={label}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
