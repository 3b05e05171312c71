import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { Direction } from 'radix-ui';
import { directionOf } from '../../contracts/locale';
import { localeFromPath } from '../../navigation/locale-path';

/**
 * The page's reading direction, for Radix components. Each remote bundles its own Radix, so the shell's
 * Direction provider does not reach it: the direction comes from the page's path (the router is a shared
 * singleton), falling back to the nearest Direction provider outside a router (tests, stories).
 */
export function useReadingDirection(): 'ltr' | 'rtl' {
  const location = useContext(UNSAFE_LocationContext) as { location?: { pathname: string } } | null;
  const provided = Direction.useDirection();
  const pathname = location?.location?.pathname;
  return pathname === undefined ? provided : directionOf(localeFromPath(pathname));
}
