/** A text in both languages of the site. */
export type Localized = { ar: string; en: string };

/** A list of texts in both languages (each language its own list). */
export type LocalizedList = { ar: string[]; en: string[] };
