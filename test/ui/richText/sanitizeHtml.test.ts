import { sanitizeHtml } from '../../../src/ui/richText';

describe('sanitizeHtml', () => {
  it('removes scripts entirely', () => {
    expect(sanitizeHtml('<p>Hello</p><script>alert(1)</script>')).toBe('<p>Hello</p>');
  });

  it('removes event handler attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">Hi<img src="x" onerror="alert(1)"></p>')).toBe(
      '<p>Hi</p>',
    );
  });

  it('removes style attributes and style elements', () => {
    expect(sanitizeHtml('<style>p{display:none}</style><p style="color:red">Text</p>')).toBe(
      '<p>Text</p>',
    );
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/records/abc',
  ])('drops the link to %p but keeps its text', (href) => {
    expect(sanitizeHtml(`<p><a href="${href}">click <b>here</b></a></p>`)).toBe(
      '<p>click <b>here</b></p>',
    );
  });

  it.each(['https://example.org/a?b=1', 'http://example.org', 'mailto:someone@example.org'])(
    'keeps the link to %p and opens it safely in a new tab',
    (href) => {
      const container = document.createElement('div');
      container.innerHTML = sanitizeHtml(`<a href="${href}" target="_self" rel="opener">x</a>`);
      const link = container.querySelector('a');
      expect(link?.getAttribute('href')).toBe(href);
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    },
  );

  it('keeps the allowed tags', () => {
    const html =
      '<p>a<br><strong>b</strong><b>c</b><em>d</em><i>e</i><u>f</u><s>g</s><code>h</code></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote><p>quote</p></blockquote><pre><code>code</code></pre>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('unwraps tags outside the list, keeping their text', () => {
    expect(sanitizeHtml('<h1>Title</h1><div><span class="x">text</span></div>')).toBe('Titletext');
  });

  it('removes other attributes from allowed tags', () => {
    expect(sanitizeHtml('<p class="lead" id="p1" title="t">x</p>')).toBe('<p>x</p>');
  });

  it('answers an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});
