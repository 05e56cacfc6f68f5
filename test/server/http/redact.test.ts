/** @jest-environment node */
import { redactUrl } from '../../../server/http/redact';

describe('redactUrl', () => {
  it.each([
    ['/records/abc?token=s3cr3t', '/records/abc?token=[redacted]'],
    ['/records/abc?preview=1&token=s3cr3t&x=1', '/records/abc?preview=1&token=[redacted]&x=1'],
    ['/api/records?access_token=abc', '/api/records?access_token=[redacted]'],
    [
      '/access/requests/abc?access_request_token=s3cr3t',
      '/access/requests/abc?access_request_token=[redacted]',
    ],
    ['/records/abc?TOKEN=s3cr3t#files', '/records/abc?TOKEN=[redacted]#files'],
    ['/records/abc?mytoken=keep', '/records/abc?mytoken=keep'],
    ['/records/abc', '/records/abc'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
