export interface ShareContent {
  url: string;
  title: string;
  text: string;
}

export type ShareTarget = 'whatsapp' | 'x' | 'linkedin' | 'email';

export const shareTargets: ShareTarget[] = ['whatsapp', 'x', 'linkedin', 'email'];

/** The addresses each service documents for sharing a link; every part is URL-encoded. */
export function shareLink(target: ShareTarget, { url, title, text }: ShareContent): string {
  const encode = encodeURIComponent;
  switch (target) {
    case 'whatsapp':
      return `https://wa.me/?text=${encode(`${text} ${url}`)}`;
    case 'x':
      return `https://x.com/intent/post?text=${encode(text)}&url=${encode(url)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`;
    case 'email':
      return `mailto:?subject=${encode(title)}&body=${encode(`${text}\n\n${url}`)}`;
    default:
      return target satisfies never;
  }
}

/** The page's own address without query or fragment, which is what colleagues should open. */
export function canonicalPageUrl(location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}`;
}
