import { render } from '@testing-library/react';
import { JsonLd } from './json-ld';

describe('JsonLd', () => {
  it('renders the data as a JSON-LD data block that parses back to the same data', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Person', name: 'نورة' };
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toEqual(data);
  });

  it('cannot close its script element whatever the text holds', () => {
    const data = { name: '</script><script>alert(1)</script> & <!--' };
    const { container } = render(<JsonLd data={data} />);
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(container.innerHTML).not.toContain('</script><script>');
    expect(JSON.parse(container.querySelector('script')!.textContent!)).toEqual(data);
  });
});
