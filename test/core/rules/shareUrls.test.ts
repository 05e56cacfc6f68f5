import type { SharingLinks } from '../../../src/core/model';
import { shareLinkUrl } from '../../../src/core/rules';
import { draftLinks } from '../../factories/draft';

const links = draftLinks('abc12-34567');

describe('shareLinkUrl', () => {
  it.each([
    ['view', 'https://repo.test/records/abc12-34567?token=tok.en-1'],
    ['preview', 'https://repo.test/records/abc12-34567?preview=1&token=tok.en-1'],
    ['edit', 'https://repo.test/uploads/abc12-34567?token=tok.en-1'],
  ] as const)('%s', (permission, url) => {
    expect(shareLinkUrl(permission, 'tok.en-1', links)).toBe(url);
  });

  it('view falls back to self_html when there is no record_html (a published record)', () => {
    const recordLinks: SharingLinks = { self_html: 'https://repo.test/records/r1' };
    expect(shareLinkUrl('view', 't', recordLinks)).toBe('https://repo.test/records/r1?token=t');
  });

  it('preview builds the preview page from the record page when preview_html is absent', () => {
    const noPreview: SharingLinks = { record_html: 'https://repo.test/records/r1' };
    expect(shareLinkUrl('preview', 't', noPreview)).toBe(
      'https://repo.test/records/r1?preview=1&token=t',
    );
  });

  it('keeps an existing query and fragment, and encodes the token', () => {
    const odd: SharingLinks = { self_html: 'https://repo.test/uploads/x?lang=de#files' };
    expect(shareLinkUrl('edit', 'a+b/c=', odd)).toBe(
      'https://repo.test/uploads/x?lang=de&token=a%2Bb%2Fc%3D#files',
    );
  });

  it('replaces a token already in the link', () => {
    const withToken: SharingLinks = { self_html: 'https://repo.test/uploads/x?token=old' };
    expect(shareLinkUrl('edit', 'new', withToken)).toBe('https://repo.test/uploads/x?token=new');
  });

  it('keeps relative links relative', () => {
    expect(shareLinkUrl('preview', 't', { record_html: '/records/r1' })).toBe(
      '/records/r1?preview=1&token=t',
    );
  });

  it.each([
    ['view', {}],
    ['preview', {}],
    ['edit', { record_html: 'https://repo.test/records/r1' }],
  ] as const)('%s without the page it needs -> null', (permission, partial) => {
    expect(shareLinkUrl(permission, 't', partial)).toBeNull();
  });
});
