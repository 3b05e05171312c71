import { escapeHtml, jsonForScript } from './index';

describe('escapeHtml', () => {
  it('leaves no character that starts markup, an entity or ends an attribute', () => {
    expect(escapeHtml(`<b class="x">Omar & 'Ali'</b>`)).toBe(
      '&#60;b class=&#34;x&#34;&#62;Omar &#38; &#39;Ali&#39;&#60;/b&#62;',
    );
  });

  it('keeps Arabic text as it is', () => {
    expect(escapeHtml('النوم الجيد')).toBe('النوم الجيد');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element it sits in, and parses back to the same data', () => {
    const data = { bio: '</script><script>alert(1)</script>', html: '<!-- & -->', line: '\u2028\u2029' };
    const json = jsonForScript(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
