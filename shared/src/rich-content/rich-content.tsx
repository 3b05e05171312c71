import { Fragment, type ReactNode } from 'react';
import { safeContentHref } from '../navigation/safe-url';
import { classNames } from '../ui/utils/class-names';
import { headings } from './document-headings';
import { defaultMediaUrl, imageSources, type MediaUrl } from './image-sources';
import type { RichBlock, RichDocument, RichImage, RichInline, RichListItem, RichText } from './rich-document';
import styles from './rich-content.module.css';

export interface RichContentProps {
  document: RichDocument;
  /** The URL of one stored width of an image; by default the API's media route. */
  mediaUrl?: MediaUrl;
  /** The images' `sizes`: how wide they show at each viewport. */
  sizes?: string;
  /** How many images, from the first, load at once; by default the first when it is one of the first 2 blocks. */
  eagerImages?: number;
  className?: string;
}

/** The reading typography of content, for anything that shows a document in the making (the staff editor). */
export const richContentClassName = styles.content;

// The content column of an article page: 45rem from 48rem up, the viewport's width below.
const defaultSizes = '(min-width: 48rem) 45rem, 100vw';

interface ImageOptions {
  mediaUrl: MediaUrl;
  sizes: string;
  eager: boolean;
}

/** A node type this renderer does not know (a document of a newer schema) renders nothing rather than failing. */
function unknownNode(_node: never): null {
  return null;
}

function linkOf(node: RichInline): string | null {
  if (node.type !== 'text') return null;
  return node.marks?.find((mark) => mark.type === 'link')?.attrs.href ?? null;
}

function renderText(node: RichText): ReactNode {
  const has = (type: 'bold' | 'italic') => node.marks?.some((mark) => mark.type === type) ?? false;
  let element: ReactNode = node.text;
  if (has('italic')) element = <em>{element}</em>;
  if (has('bold')) element = <strong>{element}</strong>;
  return element;
}

/**
 * Inline content, the text of one link in one element however its other marks vary. Each link is checked again
 * here: one the check now refuses (stored under an older rule) shows as plain text. Links that leave the site get
 * rel="noopener noreferrer".
 */
function renderInlines(content: RichInline[] | undefined): ReactNode {
  const runs: Array<{ href: string | null; nodes: RichInline[] }> = [];
  for (const node of content ?? []) {
    const href = linkOf(node);
    const last = runs[runs.length - 1];
    if (last && href !== null && last.href === href) last.nodes.push(node);
    else runs.push({ href, nodes: [node] });
  }
  return runs.map((run, runIndex) => {
    const children = run.nodes.map((node, index) => (
      <Fragment key={index}>{node.type === 'text' ? renderText(node) : <br />}</Fragment>
    ));
    const href = run.href === null ? null : safeContentHref(run.href);
    if (href === null) return <Fragment key={runIndex}>{children}</Fragment>;
    return (
      <a key={runIndex} href={href} rel={href.startsWith('/') ? undefined : 'noopener noreferrer'}>
        {children}
      </a>
    );
  });
}

function renderListItem(item: RichListItem, key: number): ReactNode {
  return <li key={key}>{item.content.map((child, index) => renderNested(child, index))}</li>;
}

/** What a list item or a quote holds: paragraphs and lists. */
function renderNested(block: RichListItem['content'][number], key: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      // An empty paragraph is the editor's place to type after a last block, not a gap in the page.
      return block.content ? <p key={key}>{renderInlines(block.content)}</p> : null;
    case 'bulletList':
      return <ul key={key}>{block.content.map(renderListItem)}</ul>;
    case 'orderedList':
      return <ol key={key}>{block.content.map(renderListItem)}</ol>;
    default:
      return unknownNode(block);
  }
}

function renderImage(image: RichImage, key: number, { mediaUrl, sizes, eager }: ImageOptions): ReactNode {
  const { width, height, alt } = image.attrs;
  const { src, srcSet } = imageSources(image.attrs, mediaUrl);
  return (
    <img
      key={key}
      className={styles.image}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      decoding="async"
      loading={eager ? undefined : 'lazy'}
    />
  );
}

/**
 * A stored document as semantic HTML, on the server or in the browser: headings with anchor ids (`headings()`),
 * paragraphs, lists, quotes, links and responsive images. No editor code: pages that show content import only
 * this.
 */
export function RichContent({
  document,
  mediaUrl = defaultMediaUrl,
  sizes = defaultSizes,
  eagerImages,
  className,
}: RichContentProps) {
  const headingIds = headings(document).map((heading) => heading.id);
  const eagerCount = eagerImages ?? (document.content.slice(0, 2).some((block) => block.type === 'image') ? 1 : 0);
  let headingsSeen = 0;
  let imagesSeen = 0;

  function renderBlock(block: RichBlock, key: number): ReactNode {
    switch (block.type) {
      case 'paragraph':
      case 'bulletList':
      case 'orderedList':
        return renderNested(block, key);
      case 'heading': {
        const Heading = block.attrs.level === 3 ? 'h3' : 'h2';
        const id = headingIds[headingsSeen];
        headingsSeen += 1;
        return (
          <Heading key={key} id={id}>
            {renderInlines(block.content)}
          </Heading>
        );
      }
      case 'blockquote':
        return (
          <blockquote key={key}>{block.content.map((paragraph, index) => renderNested(paragraph, index))}</blockquote>
        );
      case 'image':
        imagesSeen += 1;
        return renderImage(block, key, { mediaUrl, sizes, eager: imagesSeen <= eagerCount });
      default:
        return unknownNode(block);
    }
  }

  return <div className={classNames(styles.content, className)}>{document.content.map(renderBlock)}</div>;
}
