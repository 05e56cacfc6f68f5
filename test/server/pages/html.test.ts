/** @jest-environment node */
import { html, jsonForScript, SafeHtml } from '../../../server/pages/html';

describe('page templates', () => {
  it('escapes every interpolated value', () => {
    const title = '<img src=x onerror=alert(1)> & "quotes"';
    expect(html`<h1 title="${title}">${title}</h1>`.toString()).toBe(
      '<h1 title="&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;">' +
        '&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;</h1>',
    );
  });

  it('inserts nested templates and lists as they are, and skips empty values', () => {
    const items = ['a<b', 'c'].map((text) => html`<li>${text}</li>`);
    const markup = html`<ul>
        ${items}
      </ul>
      ${null}${false}${undefined}`.toString();
    // Prettier may lay the template out over lines; only the markup matters.
    expect(markup.replace(/>\s+</g, '><').trim()).toBe('<ul><li>a&#60;b</li><li>c</li></ul>');
  });

  it('keeps JSON in a script element from closing it', () => {
    const json = jsonForScript({ title: '</script><script>alert(1)</script>' });
    expect(json).toBeInstanceOf(SafeHtml);
    expect(json.toString()).not.toContain('</script>');
    expect(JSON.parse(json.toString())).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
