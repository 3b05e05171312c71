import type { RichDocumentJson } from '../common/localized';

interface TreeNode {
  type?: string;
  text?: string;
  content?: TreeNode[];
}

const textOf = (node: TreeNode): string =>
  node.type === 'text'
    ? (node.text ?? '')
    : node.type === 'hardBreak'
      ? '\n'
      : (node.content ?? []).map(textOf).join('');

/** The text of each paragraph and heading of a document, in order (for clients that show plain paragraphs). */
export function paragraphTexts(document: RichDocumentJson): string[] {
  const texts: string[] = [];
  const visit = (node: TreeNode) => {
    if (node.type === 'paragraph' || node.type === 'heading') {
      const text = textOf(node).trim();
      if (text) texts.push(text);
    } else if (node.type !== 'image') (node.content ?? []).forEach(visit);
  };
  visit(document as TreeNode);
  return texts;
}
