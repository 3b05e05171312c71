/**
 * Text into HTML, pure and shared by the browser, the server render, the API's mail and sitemap: one way to
 * escape, so no copy drifts. Numeric character references work in HTML, XML and every mail client.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * JSON inside a `<script>` element (page state, JSON-LD): nothing in it can close the element or start markup,
 * whatever text the data holds, and JavaScript parsers read the line separators.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
