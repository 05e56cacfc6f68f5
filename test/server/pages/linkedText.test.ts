/** @jest-environment node */
import { linkedText } from '../../../server/pages/linkedText';

const render = (text: string) => linkedText(text).toString();

describe('linkedText', () => {
  it('links each http(s) URL and escapes the text around it', () => {
    expect(render('Open <https://a.example/x?token=1&b=2> or http://b.example/ & go')).toBe(
      'Open &#60;<a href="https://a.example/x?token=1&#38;b=2">https://a.example/x?token=1&#38;b=2</a>&#62;' +
        ' or <a href="http://b.example/">http://b.example/</a> &#38; go',
    );
  });

  it.each([
    ['Go to http://a.example/x.', 'http://a.example/x'],
    ['(see http://a.example/x), then', 'http://a.example/x'],
    ['"http://a.example/x"', 'http://a.example/x'],
    ['http://a.example/x?y=1;', 'http://a.example/x?y=1'],
  ])('leaves the punctuation of the sentence out of the link in %s', (text, url) => {
    expect(render(text)).toContain(`<a href="${url}">${url}</a>`);
  });

  it('ends a URL at a quote, so it cannot add attributes to its link', () => {
    expect(render('http://a.example/"onmouseover="alert(1)')).toBe(
      '<a href="http://a.example/">http://a.example/</a>&#34;onmouseover=&#34;alert(1)',
    );
  });

  it('links no other scheme', () => {
    expect(render('javascript:alert(1) ftp://a.example mailto:a@example.org')).not.toContain('<a');
  });

  it('keeps the text’s line breaks', () => {
    expect(render('one\nhttp://a.example/\nthree')).toBe(
      'one\n<a href="http://a.example/">http://a.example/</a>\nthree',
    );
  });
});
