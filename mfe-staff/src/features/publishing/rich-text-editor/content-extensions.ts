import { Blockquote } from '@tiptap/extension-blockquote';
import { Link } from '@tiptap/extension-link';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import { mergeAttributes, wrappingInputRule, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { safeContentHref } from '@sakina/shared/rich-content';
import { ContentImage } from './content-image';

/** A numbered list always counts from 1: the content schema stores no start or numbering type. */
const NumberedList = OrderedList.extend({
  addAttributes() {
    return {};
  },
  renderHTML({ HTMLAttributes }) {
    return ['ol', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
  },
  addInputRules() {
    return [wrappingInputRule({ find: /^1[.)]\s$/, type: this.type })];
  },
});

/** A link is its address only: target, rel and class are the renderer's to decide. */
const ContentLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element) => element.getAttribute('href') } };
  },
});

/**
 * The editor's schema: exactly the nodes, marks and attributes of the content schema
 * (@sakina/shared/rich-content), so `editor.getJSON()` is a document `parseRichContent` keeps as it is.
 */
export function contentExtensions(): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      heading: { levels: [2, 3] },
      // Replaced below by versions narrowed to the content schema.
      blockquote: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      link: false,
    }),
    Blockquote.extend({ content: 'paragraph+' }),
    BulletList,
    NumberedList,
    ListItem.extend({ content: 'paragraph (paragraph | bulletList | orderedList)*' }),
    ContentLink.configure({
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      protocols: ['mailto', 'tel'],
      defaultProtocol: 'https',
      isAllowedUri: (url) => safeContentHref(url) !== null,
      HTMLAttributes: { target: null, rel: 'noopener noreferrer', class: null },
    }),
    ContentImage,
  ];
}
