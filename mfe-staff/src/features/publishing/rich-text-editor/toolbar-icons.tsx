import type { ReactNode } from 'react';
import styles from './rich-text-editor.module.css';

function Icon({ children, mirrored = false }: { children: ReactNode; mirrored?: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className={mirrored ? `${styles.icon} ${styles.mirrored}` : styles.icon}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}

// List and quote icons show where lines start, so they mirror in right-to-left; link and image do not.
export const BulletListIcon = () => (
  <Icon mirrored>
    <circle cx="4" cy="5" r="1" fill="currentColor" />
    <circle cx="4" cy="10" r="1" fill="currentColor" />
    <circle cx="4" cy="15" r="1" fill="currentColor" />
    <path d="M8 5h9M8 10h9M8 15h9" />
  </Icon>
);

export const OrderedListIcon = () => (
  <Icon mirrored>
    <path d="M3 3.5h1.2v3.5M3 12h2l-2 3h2M8 5h9M8 10h9M8 15h9" />
  </Icon>
);

export const QuoteIcon = () => (
  <Icon mirrored>
    <path d="M3.5 3.5v13M7.5 6h9M7.5 10h9M7.5 14h6" />
  </Icon>
);

export const LinkIcon = () => (
  <Icon>
    <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5L9.8 5.2M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1.2-1.2" />
  </Icon>
);

export const ImageIcon = () => (
  <Icon>
    <rect x="2.5" y="3.5" width="15" height="13" rx="1.5" />
    <circle cx="7" cy="8" r="1.5" />
    <path d="M3 15l4.5-4.5 3 3 2-2 4.5 4.5" />
  </Icon>
);
