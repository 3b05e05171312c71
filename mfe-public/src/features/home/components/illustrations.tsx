import type { SVGProps } from 'react';
import styles from './illustrations.module.css';

type IconProps = SVGProps<SVGSVGElement>;

/** Line icons, decorative: the text beside each one carries the meaning. */
function LineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CalendarIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M8 14h3" />
  </LineIcon>
);

export const ClockIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </LineIcon>
);

export const ChatIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 5h14a1.5 1.5 0 0 1 1.5 1.5v8A1.5 1.5 0 0 1 19 16h-7l-4.5 3.5V16H5a1.5 1.5 0 0 1-1.5-1.5v-8A1.5 1.5 0 0 1 5 5z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </LineIcon>
);

export const FamilyIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="8" cy="7" r="2.5" />
    <circle cx="16" cy="7" r="2.5" />
    <circle cx="12" cy="13" r="2" />
    <path d="M3.5 20v-3.5A3.5 3.5 0 0 1 7 13h1.5M20.5 20v-3.5A3.5 3.5 0 0 0 17 13h-1.5M9 20v-1.5a3 3 0 0 1 6 0V20" />
  </LineIcon>
);

export const TimerIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="13.5" r="7" />
    <path d="M12 13.5V10M9.5 2.5h5M18.5 7l1.5-1.5" />
  </LineIcon>
);

export const ShieldIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6L12 3z" />
    <path d="m9 12 2 2 4-4" />
  </LineIcon>
);

export const StethoscopeIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 3.5H5a1 1 0 0 0-1 1V9a5 5 0 0 0 10 0V4.5a1 1 0 0 0-1-1h-1" />
    <path d="M9 14v1.5a5 5 0 0 0 10 0V13" />
    <circle cx="19" cy="11" r="2" />
  </LineIcon>
);

export const MindIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M9 20v-3.2A7 7 0 1 1 18.5 11l1.5 3h-2v2.5a2 2 0 0 1-2 2H14V20" />
    <path d="M10 9.5c.5-1.5 3.5-1.5 4 0 .4 1.3-1 2-2 2.5" />
  </LineIcon>
);

export const HandsIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 20.5s-7.5-4.3-7.5-10A4.5 4.5 0 0 1 12 7.3a4.5 4.5 0 0 1 7.5 3.2c0 5.7-7.5 10-7.5 10z" />
    <path d="M8.5 12h2l1-2 1.5 4 1-2h1.5" />
  </LineIcon>
);

export const BuildingIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 20.5V5a1.5 1.5 0 0 1 1.5-1.5h8A1.5 1.5 0 0 1 15 5v15.5M15 9.5h3.5A1.5 1.5 0 0 1 20 11v9.5M2.5 20.5h19" />
    <path d="M7.5 7.5h4M7.5 11h4M7.5 14.5h4" />
  </LineIcon>
);

/** The hero's calm scene: two speech bubbles under a rising sun, among leaves. Decorative. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 320 240"
      className={[styles.scene, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="214" cy="88" r="56" className={styles.sun} />
      <path d="M20 200c60-34 120-40 180-22s90 16 120 2v60H20z" className={styles.hillBack} />
      <path d="M0 214c70-20 140-18 210 4s80 12 110 0v22H0z" className={styles.hillFront} />
      <rect x="58" y="70" width="132" height="74" rx="18" className={styles.bubble} />
      <path d="M84 144v24l24-24z" className={styles.bubble} />
      <rect x="80" y="92" width="88" height="8" rx="4" className={styles.line} />
      <rect x="80" y="110" width="58" height="8" rx="4" className={styles.line} />
      <path
        d="M166 124h76a16 16 0 0 1 16 16v28a16 16 0 0 1-16 16h-10v20l-20-20h-46a16 16 0 0 1-16-16v-28a16 16 0 0 1 16-16z"
        className={styles.reply}
      />
      <path d="m186 154 8 8 18-18" className={styles.check} />
      <path d="M276 170c-2-26 10-44 30-52-4 22-12 40-30 52z" className={styles.leaf} />
      <path d="M276 170c8-16 16-28 28-50" className={styles.stem} />
      <path d="M36 176c-8-22 0-42 18-54 2 22-4 40-18 54z" className={styles.leaf} />
      <path d="M36 176c4-18 10-32 18-52" className={styles.stem} />
    </svg>
  );
}
