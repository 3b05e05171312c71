import { render } from '@testing-library/react';
import { JsonLd, serializeJsonLd } from './json-ld';

describe('JsonLd', () => {
  it('renders the data as a JSON-LD data block that parses back to the same data', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Person', name: 'نورة' };
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toEqual(data);
  });

  it('cannot close its script element whatever the text holds', () => {
    const data = { name: '</script><script>alert(1)</script> & <!--' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
