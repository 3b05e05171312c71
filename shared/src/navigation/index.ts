export { localeFromPath, localePath, stripLocale } from './locale-path';
export { resolveSafeUrl, safeContentHref, safeReturnPath, type SafeUrlResult } from './safe-url';
export {
  LocaleLink,
  useDocumentTitle,
  useLocale,
  useLocalePath,
  usePageHead,
  useSafeNavigate,
  type LocaleLinkProps,
  type SafeNavigateOptions,
} from './hooks';
