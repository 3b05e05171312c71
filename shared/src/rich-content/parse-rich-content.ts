import type { z } from 'zod';
import { safeContentHref } from '../navigation/safe-url';
import {
  blockLeafShape,
  containerShape,
  headingAttributes,
  imageAttributes,
  inlineLeafShape,
  linkAttributes,
  markShape,
  noAttributes,
  orderedListAttributes,
  paragraphAttributes,
  textShape,
} from './content-shapes';
import type { RichContentPath, RichContentProblem, RichContentProblemCode } from './rich-content-problem';
import {
  richContentLimits,
  type RichBlock,
  type RichDocument,
  type RichImage,
  type RichInline,
  type RichList,
  type RichListItem,
  type RichMark,
  type RichNodeType,
  type RichParagraph,
} from './rich-document';

export type RichContentResult = { ok: true; document: RichDocument } | { ok: false; problems: RichContentProblem[] };

type RichNode = RichBlock | RichListItem | RichInline;
type UnknownRecord = Record<string, unknown>;

interface ParseContext {
  problems: RichContentProblem[];
  nodes: number;
  images: number;
  /** Set once the node limit is passed: nothing more is read. */
  stopped: boolean;
}

// Enough to fix a document by; a hostile one could otherwise produce one problem per node.
const maxProblems = 50;
// Reported once each, at the first place they happen.
const reportedOnce = new Set<RichContentProblemCode>(['too_deep', 'too_many_images', 'too_many_nodes']);

const blockTypes = ['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote', 'image'] as const;
const listItemTypes = ['paragraph', 'bulletList', 'orderedList'] as const;
const inlineTypes = ['text', 'hardBreak'] as const;
const knownTypes = new Set<string>(['doc', 'listItem', ...blockTypes, ...inlineTypes] satisfies RichNodeType[]);

// Invisible controls a paste can carry (and PostgreSQL's jsonb refuses \u0000); tab and newline are text.
// eslint-disable-next-line no-control-regex
const strayControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Checks a document against the content schema and returns it normalized (Tiptap's default attributes dropped,
 * duplicate marks merged, stray control characters removed), or every problem found, each with a stable code and
 * its path. Nothing outside the schema passes: unknown nodes, marks and attributes are refused, not dropped.
 */
export function parseRichContent(value: unknown): RichContentResult {
  const bytes = jsonBytes(value);
  if (bytes === undefined || !isRecord(value) || value.type !== 'doc') return refuse('not_document');
  if (bytes > richContentLimits.bytes) return refuse('too_large');
  const context: ParseContext = { problems: [], nodes: 1, images: 0, stopped: false };
  if (checkShape(context, containerShape, value, [])) checkAttributes(context, noAttributes, value.attrs, ['attrs']);
  const content = readChildren<RichBlock>(context, value.content, ['content'], 1, blockTypes);
  if (context.problems.length > 0) return { ok: false, problems: context.problems };
  return { ok: true, document: { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] } };
}

function refuse(code: RichContentProblemCode): RichContentResult {
  return { ok: false, problems: [{ code, path: [] }] };
}

/** The size of the value as UTF-8 JSON, or undefined when it is not JSON. */
function jsonBytes(value: unknown): number | undefined {
  try {
    const json = JSON.stringify(value);
    return json === undefined ? undefined : new TextEncoder().encode(json).length;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A zod issue's path in ours (JSON has no symbol keys). */
const pathOf = (issuePath: PropertyKey[]): RichContentPath =>
  issuePath.map((key) => (typeof key === 'number' ? key : String(key)));

function report(context: ParseContext, code: RichContentProblemCode, path: RichContentPath) {
  if (context.problems.length >= maxProblems) return;
  if (reportedOnce.has(code) && context.problems.some((problem) => problem.code === code)) return;
  context.problems.push({ code, path });
}

/** Reports the shape's issues as invalid_node; false when there were any. */
function checkShape(context: ParseContext, shape: z.ZodType, value: unknown, path: RichContentPath): boolean {
  const result = shape.safeParse(value);
  if (result.success) return true;
  for (const issue of result.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    for (const key of keys) {
      report(context, 'invalid_node', [...path, ...pathOf(issue.path), ...(key === undefined ? [] : [key])]);
    }
  }
  return false;
}

/**
 * Parses a node's or mark's attributes: unknown keys are unknown_attribute, other issues the code `codeOf` gives
 * for the attribute (invalid_attribute by default). Returns the parsed attributes, or undefined.
 */
function checkAttributes<Output>(
  context: ParseContext,
  schema: z.ZodType<Output>,
  attributes: unknown,
  path: RichContentPath,
  codeOf: (attribute: string, issue: z.core.$ZodIssue) => RichContentProblemCode | undefined = () => undefined,
): Output | undefined {
  const result = schema.safeParse(attributes ?? {});
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) report(context, 'unknown_attribute', [...path, key]);
    } else {
      const attribute = String(issue.path[0] ?? '');
      report(context, codeOf(attribute, issue) ?? 'invalid_attribute', [...path, ...pathOf(issue.path)]);
    }
  }
  return undefined;
}

/** The children a node holds, each of one of the `allowed` types (the caller's T). */
function readChildren<T extends RichNode>(
  context: ParseContext,
  content: unknown,
  path: RichContentPath,
  depth: number,
  allowed: readonly T['type'][],
): T[] {
  if (content === undefined) return [];
  if (!Array.isArray(content)) {
    report(context, 'invalid_node', path);
    return [];
  }
  const children: T[] = [];
  content.forEach((child, index) => {
    const node = readNode(context, child, [...path, index], depth, allowed);
    if (node) children.push(node as T);
  });
  return children;
}

function readNode(
  context: ParseContext,
  value: unknown,
  path: RichContentPath,
  depth: number,
  allowed: readonly RichNode['type'][],
): RichNode | undefined {
  if (context.stopped) return undefined;
  context.nodes += 1;
  if (context.nodes > richContentLimits.nodes) {
    report(context, 'too_many_nodes', path);
    context.stopped = true;
    return undefined;
  }
  if (depth > richContentLimits.depth) {
    report(context, 'too_deep', path);
    return undefined;
  }
  if (!isRecord(value) || typeof value.type !== 'string') {
    report(context, 'invalid_node', path);
    return undefined;
  }
  const type = value.type as RichNode['type'];
  if (!knownTypes.has(type)) {
    report(context, 'unknown_node', [...path, 'type']);
    return undefined;
  }
  if (!allowed.includes(type)) {
    report(context, 'misplaced_node', path);
    return undefined;
  }
  switch (type) {
    case 'paragraph':
      return readParagraph(context, value, path, depth);
    case 'heading': {
      if (!checkShape(context, containerShape, value, path)) return undefined;
      const attributes = checkAttributes(context, headingAttributes, value.attrs, [...path, 'attrs'], (attribute) =>
        attribute === 'level' ? 'heading_level_invalid' : undefined,
      );
      const content = readChildren<RichInline>(context, value.content, [...path, 'content'], depth + 1, inlineTypes);
      if (!attributes) return undefined;
      return { type, attrs: { level: attributes.level }, ...(content.length > 0 ? { content } : {}) };
    }
    case 'bulletList':
    case 'orderedList':
      return readList(context, value, path, depth, type);
    case 'listItem':
      return readListItem(context, value, path, depth);
    case 'blockquote': {
      if (!checkShape(context, containerShape, value, path)) return undefined;
      checkAttributes(context, noAttributes, value.attrs, [...path, 'attrs']);
      const content = readChildren<RichParagraph>(context, value.content, [...path, 'content'], depth + 1, [
        'paragraph',
      ]);
      if (!hasContent(context, value, path)) return undefined;
      return { type, content };
    }
    case 'image':
      return readImage(context, value, path);
    case 'text':
      return readText(context, value, path);
    case 'hardBreak':
      if (!checkShape(context, inlineLeafShape, value, path)) return undefined;
      checkAttributes(context, noAttributes, value.attrs, [...path, 'attrs']);
      readMarks(context, value.marks, [...path, 'marks']);
      return { type };
    default:
      return type satisfies never;
  }
}

function readParagraph(context: ParseContext, value: UnknownRecord, path: RichContentPath, depth: number) {
  if (!checkShape(context, containerShape, value, path)) return undefined;
  checkAttributes(context, paragraphAttributes, value.attrs, [...path, 'attrs']);
  const content = readChildren<RichInline>(context, value.content, [...path, 'content'], depth + 1, inlineTypes);
  return { type: 'paragraph', ...(content.length > 0 ? { content } : {}) } satisfies RichParagraph;
}

/** Lists, list items and quotes hold at least one node (ProseMirror's `+`). */
function hasContent(context: ParseContext, value: UnknownRecord, path: RichContentPath): boolean {
  if (Array.isArray(value.content) && value.content.length > 0) return true;
  report(context, 'invalid_content', path);
  return false;
}

function readList(
  context: ParseContext,
  value: UnknownRecord,
  path: RichContentPath,
  depth: number,
  type: RichList['type'],
): RichList | undefined {
  if (!checkShape(context, containerShape, value, path)) return undefined;
  checkAttributes(context, type === 'orderedList' ? orderedListAttributes : noAttributes, value.attrs, [
    ...path,
    'attrs',
  ]);
  const content = readChildren<RichListItem>(context, value.content, [...path, 'content'], depth + 1, ['listItem']);
  if (!hasContent(context, value, path)) return undefined;
  return { type, content };
}

function readListItem(
  context: ParseContext,
  value: UnknownRecord,
  path: RichContentPath,
  depth: number,
): RichListItem | undefined {
  if (!checkShape(context, containerShape, value, path)) return undefined;
  checkAttributes(context, noAttributes, value.attrs, [...path, 'attrs']);
  const content = readChildren<RichParagraph | RichList>(
    context,
    value.content,
    [...path, 'content'],
    depth + 1,
    listItemTypes,
  );
  if (!hasContent(context, value, path)) return undefined;
  const first = (value.content as unknown[])[0];
  if (!isRecord(first) || first.type !== 'paragraph') {
    report(context, 'invalid_content', [...path, 'content', 0]);
    return undefined;
  }
  return { type: 'listItem', content };
}

function readImage(context: ParseContext, value: UnknownRecord, path: RichContentPath): RichImage | undefined {
  context.images += 1;
  if (context.images > richContentLimits.images) report(context, 'too_many_images', path);
  if (!checkShape(context, blockLeafShape, value, path)) return undefined;
  const attributes = checkAttributes(context, imageAttributes, value.attrs, [...path, 'attrs'], (attribute, issue) => {
    if (attribute === 'alt') return issue.code === 'too_big' ? 'image_alt_too_long' : 'image_alt_missing';
    return ['media', 'widths', 'width', 'height'].includes(attribute) ? 'image_invalid' : undefined;
  });
  if (!attributes) return undefined;
  const { media, widths, width, height, alt } = attributes;
  return { type: 'image', attrs: { media, widths, width, height, alt } };
}

function readText(context: ParseContext, value: UnknownRecord, path: RichContentPath): RichInline | undefined {
  if (!checkShape(context, textShape, value, path)) return undefined;
  const text = (value.text as string).replace(strayControls, '');
  if (text.length > richContentLimits.textLength) report(context, 'text_too_long', [...path, 'text']);
  const marks = readMarks(context, value.marks, [...path, 'marks']);
  if (!text) return undefined;
  return { type: 'text', text, ...(marks.length > 0 ? { marks } : {}) };
}

/** The marks of an inline node; a mark given twice is kept once, two different links are refused. */
function readMarks(context: ParseContext, value: unknown, path: RichContentPath): RichMark[] {
  if (value === undefined) return [];
  const marks: RichMark[] = [];
  (value as unknown[]).forEach((mark, index) => {
    const markPath = [...path, index];
    if (!markShape.safeParse(mark).success) {
      report(context, 'invalid_mark', markPath);
      return;
    }
    const { type, attrs } = mark as { type: string; attrs?: unknown };
    const attributesPath = [...markPath, 'attrs'];
    let parsed: RichMark | undefined;
    if (type === 'bold' || type === 'italic') {
      if (checkAttributes(context, noAttributes, attrs, attributesPath)) parsed = { type };
    } else if (type === 'link') {
      const attributes = checkAttributes(context, linkAttributes, attrs, attributesPath, (attribute) =>
        attribute === 'href' ? 'unsafe_link' : undefined,
      );
      const href = attributes && safeContentHref(attributes.href);
      if (attributes && !href) report(context, 'unsafe_link', [...attributesPath, 'href']);
      if (href) parsed = { type, attrs: { href } };
    } else {
      report(context, 'unknown_mark', [...markPath, 'type']);
    }
    if (!parsed) return;
    const earlier = marks.find((existing) => existing.type === parsed.type);
    if (!earlier) marks.push(parsed);
    else if (JSON.stringify(earlier) !== JSON.stringify(parsed)) report(context, 'invalid_mark', markPath);
  });
  return marks;
}
