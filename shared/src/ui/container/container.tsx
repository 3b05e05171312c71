import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../utils/class-names';
import styles from './container.module.css';

export type ContainerSize = 'narrow' | 'default' | 'wide';

export type ContainerProps = ComponentPropsWithRef<'div'> & {
  as?: 'div' | 'main' | 'section' | 'header' | 'footer';
  /** narrow suits forms and reading, default most pages, wide listings. */
  size?: ContainerSize;
};

/** Centres content with a maximum width and the page's inline padding. */
export function Container({ as: Element = 'div', size = 'default', className, ...props }: ContainerProps) {
  return <Element className={classNames(styles.container, size !== 'default' && styles[size], className)} {...props} />;
}
