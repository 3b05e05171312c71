// The deep link opens another app, so it may use its own scheme; these would run code or show content instead.
const refusedSchemes = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);

/** The configured deep link with the practitioner's id, or null when the template is missing or unsafe. */
export function practitionerAppLink(template: string | undefined, id: string): string | null {
  if (!template || !template.includes('{id}')) return null;
  const link = template.replaceAll('{id}', encodeURIComponent(id));
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  return refusedSchemes.has(url.protocol) ? null : url.href;
}
