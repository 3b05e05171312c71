import type { RichDocument, RichImageAttributes } from '@sakina/shared/rich-content';

/** What an upload gives the editor: the stored image's id, widths and size (the alt text is written after). */
export type UploadedImage = Pick<RichImageAttributes, 'media' | 'widths' | 'width' | 'height'>;

export type RichTextEditorProps = {
  /** The editable's id (an error summary links to it); the label's is `${id}-label`. */
  id: string;
  /** The visible label's text. */
  label: string;
  /** The document to start from; a new value replaces what the editor holds unless it is what it last sent. */
  value: RichDocument;
  /** Every change, as the document the content schema stores. */
  onChange: (document: RichDocument) => void;
  /** The content's direction and language (the toolbar follows the console's). */
  dir: 'rtl' | 'ltr';
  lang: 'ar' | 'en';
  onUploadImage: (file: File) => Promise<UploadedImage>;
  /** Ids of the hint and error texts about the content. */
  describedBy?: string;
  invalid?: boolean;
};
