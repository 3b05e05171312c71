import type { DocumentLanguage } from '@sakina/shared/validation';
import type { IssuedDocument } from '../api/get-issued-document';
import type { DocumentText } from '../document-text';

export interface KindProps<Content> {
  document: IssuedDocument;
  content: Content;
  language: DocumentLanguage;
  t: DocumentText;
}
