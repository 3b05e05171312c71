import { directionOf, type Locale } from '../contracts/locale';

/** The one place that sets `<html lang dir>`. */
export function applyDocumentLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = directionOf(locale);
}
