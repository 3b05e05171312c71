import { canonicalPageUrl, shareLink } from './share-links';

const content = {
  url: 'https://sakina.example/en/join-as-practitioner/physician',
  title: 'Join as a physician',
  text: 'Sakina is looking for practitioners: Physician & more',
};

describe('shareLink', () => {
  it('builds each service link from the page address, encoded', () => {
    const encodedUrl = encodeURIComponent(content.url);
    expect(shareLink('whatsapp', content)).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${content.text} ${content.url}`)}`,
    );
    expect(shareLink('x', content)).toBe(
      `https://x.com/intent/post?text=${encodeURIComponent(content.text)}&url=${encodedUrl}`,
    );
    expect(shareLink('linkedin', content)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`);
    const email = new URL(shareLink('email', content));
    expect(email.protocol).toBe('mailto:');
    expect(email.searchParams.get('subject')).toBe(content.title);
    expect(email.searchParams.get('body')).toContain(content.url);
  });

  it('keeps Arabic text and ampersands intact through encoding', () => {
    const arabic = { ...content, text: 'سكينة تبحث عن مختصين & أطباء' };
    const url = new URL(shareLink('x', arabic));
    expect(url.searchParams.get('text')).toBe(arabic.text);
    expect(url.searchParams.get('url')).toBe(arabic.url);
  });
});

describe('canonicalPageUrl', () => {
  it('leaves out the query and fragment', () => {
    expect(canonicalPageUrl({ origin: 'https://sakina.example', pathname: '/en/practitioners/practitioner_4' })).toBe(
      'https://sakina.example/en/practitioners/practitioner_4',
    );
  });
});
