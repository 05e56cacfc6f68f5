import { storedHtml } from '../../../src/ui/richText/storedHtml';

describe('storedHtml: the editor’s HTML as the form stores it', () => {
  it('keeps what was written', () => {
    const html = '<p>A <b>bold</b> <a href="https://example.org">link</a></p><ul><li>one</li></ul>';
    expect(storedHtml(html)).toBe(
      '<p>A <b>bold</b> <a href="https://example.org" target="_blank" rel="noopener noreferrer">link</a></p><ul><li>one</li></ul>',
    );
  });

  it('drops the line breaks that only keep empty lines visible', () => {
    expect(storedHtml('<p>One<br></p><ul><li>two<br></li></ul>')).toBe(
      '<p>One</p><ul><li>two</li></ul>',
    );
    expect(storedHtml('<p>Line<br>next<br></p>')).toBe('<p>Line<br>next</p>');
  });

  it('drops the empty lines at the end, including the one after a final list', () => {
    expect(storedHtml('<ul><li>one</li></ul><div><br></div>')).toBe('<ul><li>one</li></ul>');
    expect(storedHtml('<p>Text</p><p><br></p><p> </p>')).toBe('<p>Text</p>');
  });

  it('keeps empty lines between paragraphs', () => {
    expect(storedHtml('<p>One</p><p><br></p><p>Two</p>')).toBe('<p>One</p><p></p><p>Two</p>');
  });

  it('stores lines Squire made as divs as paragraphs', () => {
    expect(storedHtml('<div>One</div><p>Two</p>')).toBe('<p>One</p><p>Two</p>');
  });

  it('drops a format switched on where nothing was typed', () => {
    expect(storedHtml('<p><i></i>Plain <b><i></i></b>text</p>')).toBe('<p>Plain text</p>');
  });

  it('writes a lone no-break space typed between words as a space, and keeps runs', () => {
    expect(storedHtml('<p>Tide\u00a0<b>gauge</b></p>')).toBe('<p>Tide <b>gauge</b></p>');
    expect(storedHtml('<p>a\u00a0\u00a0b</p>')).toBe('<p>a&nbsp;&nbsp;b</p>');
  });

  it('answers an empty string when nothing is written, but keeps an empty list', () => {
    expect(storedHtml('<p><br></p>')).toBe('');
    expect(storedHtml('')).toBe('');
    expect(storedHtml('<ul><li><br></li></ul>')).toBe('<ul><li></li></ul>');
  });

  it('sanitises', () => {
    expect(
      storedHtml('<p onclick="x()">Hi<img src="x" onerror="y()"><script>z()</script></p>'),
    ).toBe('<p>Hi</p>');
  });
});
