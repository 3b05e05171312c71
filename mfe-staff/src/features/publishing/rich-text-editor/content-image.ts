import Image from '@tiptap/extension-image';
import { imageSources, type RichImageAttributes } from '@sakina/shared/rich-content';

const widthsOf = (value: string | null): number[] =>
  (value ?? '')
    .split(' ')
    .map(Number)
    .filter((width) => Number.isInteger(width) && width > 0);

const integerOf = (value: string | null): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

// The editor's own copy shows the width the article column shows.
const editorSizes = '(min-width: 48rem) 45rem, 100vw';

/**
 * The content schema's image: an uploaded image (its media id and stored widths) with its size and alt text, and
 * nothing else: no src, so only uploaded images can be stored. Pasted `<img>` elements of other pages are dropped;
 * copied images of this editor keep their attributes through `data-*`.
 */
export const ContentImage = Image.extend({
  addOptions() {
    return { ...this.parent!(), inline: false, allowBase64: false, resize: false as const };
  },

  addAttributes() {
    return {
      media: { default: null, parseHTML: (element) => element.getAttribute('data-media'), rendered: false },
      widths: { default: [], parseHTML: (element) => widthsOf(element.getAttribute('data-widths')), rendered: false },
      width: { default: null, parseHTML: (element) => integerOf(element.getAttribute('width')), rendered: false },
      height: { default: null, parseHTML: (element) => integerOf(element.getAttribute('height')), rendered: false },
      alt: { default: '', parseHTML: (element) => element.getAttribute('alt') ?? '', rendered: false },
    };
  },

  parseHTML() {
    return [{ tag: 'img[data-media]' }];
  },

  renderHTML({ node }) {
    const { media, widths, width, height, alt } = node.attrs as RichImageAttributes;
    const { src, srcSet } = imageSources({ media, widths });
    return [
      'img',
      {
        src,
        srcset: srcSet,
        sizes: editorSizes,
        width,
        height,
        alt,
        'data-media': media,
        'data-widths': widths.join(' '),
      },
    ];
  },

  // Markdown's ![alt](src) would make an image of any address.
  addInputRules() {
    return [];
  },
});
