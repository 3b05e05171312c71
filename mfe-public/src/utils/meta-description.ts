/** Search engines show about this many characters of a description. */
export const metaDescriptionLength = 160;

/** Text for a meta description: one line, cut at a word before the length search engines show, with an ellipsis. */
export function metaDescription(text: string, length = metaDescriptionLength): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,،.:;؛-]+$/, '')}…`;
}
