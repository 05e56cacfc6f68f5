/**
 * @jest-environment node
 */
import { createHttpClient } from '../../../src/core/api';
import { createStubAdapter } from './stubAdapter';

describe('createHttpClient outside a browser', () => {
  it('makes calls without a CSRF header, as there is no document to read a cookie from', async () => {
    expect(typeof document).toBe('undefined');
    const stub = createStubAdapter();
    const http = createHttpClient({ adapter: stub.adapter });
    await http.post('https://repo.test/api/records', {});
    const request = stub.only();
    expect(request.headers.has('X-CSRFToken')).toBe(false);
    expect(request.headers.get('Accept')).toBe(
      'application/vnd.inveniordm.v1+json, application/json;q=0.9',
    );
  });
});
