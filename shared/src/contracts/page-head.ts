/** What a page says about itself for the document head: search results, link previews, structured data. */
export interface PageHead {
  /** The page's own title, without the brand (the shell adds it). */
  title?: string;
  description?: string;
  /** Open Graph type: 'article' for articles, 'profile' for practitioners; 'website' otherwise. */
  type?: 'website' | 'article' | 'profile';
  /** Absolute or site-relative URL of an image for link previews. */
  image?: string;
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: Record<string, unknown>[];
  /** 404: the page says itself there is nothing here (a list's page past its end), keeping its own content. */
  status?: 404;
}

/** The server render's collector: pages report their head while they render; the last report wins. */
export interface PageHeadSink {
  report(head: PageHead): void;
}
