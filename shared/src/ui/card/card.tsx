import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../utils/class-names';
import styles from './card.module.css';

export type CardPadding = 'none' | 'medium' | 'large';

export type CardProps = ComponentPropsWithRef<'div'> & {
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: CardPadding;
  /** Makes the link marked with data-card-link cover the whole card. */
  interactive?: boolean;
};

const paddingClass: Record<CardPadding, string> = {
  none: styles.paddingNone,
  medium: styles.paddingMedium,
  large: styles.paddingLarge,
};

export function Card({ as = 'div', padding = 'medium', interactive = false, className, ...props }: CardProps) {
  // The element only changes the semantics; the props are the same for all of them.
  const Element = as as 'div';
  return (
    <Element
      className={classNames(styles.card, paddingClass[padding], interactive && styles.interactive, className)}
      {...props}
    />
  );
}
