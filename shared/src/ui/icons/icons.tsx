import type { ReactNode, SVGProps } from 'react';
import { classNames } from '../utils/class-names';
import styles from './icons.module.css';

type IconProps = SVGProps<SVGSVGElement>;

function Icon({ className, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={classNames(styles.icon, className)}
      {...props}
    >
      {children}
    </svg>
  );
}

/** Points back in the reading direction (left in English, right in Arabic). */
export function ChevronBackIcon({ className, ...props }: IconProps) {
  return (
    <Icon className={classNames(styles.mirrored, className)} {...props}>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  );
}

/** Points forward in the reading direction (right in English, left in Arabic). */
export function ChevronForwardIcon({ className, ...props }: IconProps) {
  return (
    <Icon className={classNames(styles.mirrored, className)} {...props}>
      <path d="m9 18 6-6-6-6" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </Icon>
  );
}

export function FileIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <path d="M14 2v6h6" />
    </Icon>
  );
}
