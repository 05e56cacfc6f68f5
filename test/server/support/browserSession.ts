import type { AxiosInstance, AxiosResponse } from 'axios';
import { createHttpClient } from '../../../src/core/api';

/**
 * A browser's cookies for contract tests in Node: keeps what the server sets, sends it back,
 * and exposes `document.cookie` so the API client's own CSRF logic runs as in a browser.
 */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  get cookieHeader(): string {
    return Array.from(this.cookies, ([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private capture = (response: AxiosResponse) => {
    const setCookie = response.headers['set-cookie'] ?? [];
    for (const line of setCookie) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '')
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  };

  /** An API client instance (as the widgets build it) that carries this session's cookies. */
  http(options: Parameters<typeof createHttpClient>[0] = {}): AxiosInstance {
    const http = createHttpClient({ baseURL: this.baseUrl, ...options });
    http.interceptors.request.use((config) => {
      (globalThis as { document?: { cookie: string } }).document = { cookie: this.cookieHeader };
      if (this.cookies.size > 0) config.headers.set('Cookie', this.cookieHeader);
      return config;
    });
    // Registered before the client's own CSRF interceptor runs (axios runs request interceptors
    // last-added first), so document.cookie is current when the client reads it.
    http.interceptors.response.use(this.capture, (error) => {
      if (error.response) this.capture(error.response);
      return Promise.reject(error);
    });
    return http;
  }

  /** Visits a page (gets the csrftoken cookie like a first page view would). */
  async visit(path = '/'): Promise<AxiosResponse<string>> {
    return this.http({ accept: 'text/html' }).get(path, {
      responseType: 'text',
      validateStatus: () => true,
    });
  }

  /** Logs in through the demo login form. */
  async login(username: string): Promise<void> {
    await this.visit('/login');
    const response = await this.http({ accept: 'text/html' }).post(
      '/login',
      new URLSearchParams({ username }).toString(),
      {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        maxRedirects: 0,
        validateStatus: (status) => status === 302 || status === 303,
      },
    );
    if (!this.cookies.has('session')) {
      throw new Error(`login as ${username} failed (${response.status})`);
    }
  }
}
