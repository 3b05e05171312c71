export { localeCookie, localeCookieName, readLocaleCookie, writeLocaleCookie } from './locale-cookie';
export { applyDocumentLocale } from './document-locale';
export { formatDate, formatNumber, formatPrice, normalizeDigits } from './format';
export { addNamespace, createI18n, createI18nInstance } from './create-i18n';
