/**
 * What the content editor and axe-core need of a browser that jsdom lays nothing out for: ProseMirror measures the
 * selection to scroll it into view and reads the position under a click, and axe-core measures icon fonts on a
 * canvas. Call it in `beforeAll` of a test that renders the editor.
 */
export function stubLayoutForEditor() {
  document.elementFromPoint = () => null;
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  HTMLCanvasElement.prototype.getContext = () => null;
}
