// The content schema without React: the API, the editor and the renderer (`./render`) share it.
export { parseRichContent, type RichContentResult } from './parse-rich-content';
export {
  richContentProblemCodes,
  type RichContentPath,
  type RichContentProblem,
  type RichContentProblemCode,
} from './rich-content-problem';
export {
  richContentLimits,
  type RichBlock,
  type RichBlockquote,
  type RichBlockType,
  type RichBulletList,
  type RichDocument,
  type RichHardBreak,
  type RichHeading,
  type RichHeadingLevel,
  type RichImage,
  type RichImageAttributes,
  type RichInline,
  type RichList,
  type RichListItem,
  type RichMark,
  type RichMarkType,
  type RichNodeType,
  type RichOrderedList,
  type RichParagraph,
  type RichText,
} from './rich-document';
export { safeContentHref, maxContentHrefLength } from '../navigation/safe-url';
export { plainText, isEmptyDocument } from './document-text';
export { headings, type RichDocumentHeading } from './document-headings';
export { emptyDocument, paragraphsDocument } from './document-builders';
export { defaultMediaUrl, imageSources, type MediaUrl } from './image-sources';
