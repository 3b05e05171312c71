import { metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('keeps a short text as one line', () => {
    expect(metaDescription('  Dr. Sara,\n  psychologist. ')).toBe('Dr. Sara, psychologist.');
  });

  it('cuts a long text at a word, before 160 characters, with an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`;
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
  });

  it('cuts Arabic text the same way, without a trailing comma', () => {
    const description = metaDescription(`${'كلمة، '.repeat(40)}نهاية`);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/كلمة…$/);
  });
});
