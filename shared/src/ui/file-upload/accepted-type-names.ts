import { intlLocale, locales, type Locale } from '../../contracts/locale';

/** How people name a file type: by the short name they see on their files, never by a media type. */
const typeNames: Record<string, string> = {
  pdf: 'PDF',
  jpg: 'JPG',
  jpeg: 'JPG',
  png: 'PNG',
  webp: 'WebP',
  gif: 'GIF',
  heic: 'HEIC',
  doc: 'DOC',
  docx: 'DOCX',
};

/** The subtype of a media type or the extension, lower case: "application/pdf" and ".pdf" both give "pdf". */
function typeOf(entry: string): string | undefined {
  if (entry.startsWith('.')) return entry.slice(1);
  const subtype = entry.split('/')[1];
  return subtype && subtype !== '*' ? subtype : undefined;
}

/** The types an `accept` attribute lets through, each named once: ".pdf,.jpg,image/jpeg" gives PDF and JPG. */
export function acceptedTypeNames(accept: string): string[] {
  const names = accept
    .split(',')
    .map((entry) => typeOf(entry.trim().toLowerCase()))
    .filter((type): type is string => Boolean(type))
    .map((type) => typeNames[type] ?? type.toUpperCase());
  return [...new Set(names)];
}

/** The accepted types as a person writes them in `language`: "PDF, JPG, PNG, or WebP", "PDF أو JPG أو PNG أو WebP". */
export function formatAcceptedTypes(accept: string, language: string): string {
  const names = acceptedTypeNames(accept);
  const locale = (locales as readonly string[]).includes(language) ? intlLocale[language as Locale] : language;
  try {
    return new Intl.ListFormat(locale, { type: 'disjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}
