import type { DocumentLanguage } from '@sakina/shared/validation';
import type { IssuedDocument } from '../api/get-issued-document';
import type { DocumentText } from '../document-text';
import type { Numerals } from '../format';

export interface KindProps<Content> {
  document: IssuedDocument;
  content: Content;
  language: DocumentLanguage;
  numerals: Numerals;
  t: DocumentText;
}
