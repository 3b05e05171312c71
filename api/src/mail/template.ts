import type { Locale } from '@sakina/shared/contracts';

/** What a template writes for one language; the layout turns it into HTML and plain text. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Shown large on its own line, e.g. a confirmation code. */
  code?: string;
  action?: { label: string; url: string };
  /** Small print under the message, e.g. why the reader got it. */
  footnote?: string;
}

export interface MailTemplate<Data> {
  name: string;
  render(data: Data, locale: Locale): MailContent;
}

/** One template in both languages, each written as natural text in that language. */
export function defineMailTemplate<Data>(
  name: string,
  content: Record<Locale, (data: Data) => MailContent>,
): MailTemplate<Data> {
  return { name, render: (data, locale) => content[locale](data) };
}
