import type { AxiosResponse } from 'axios';
import { createHttpClient } from '../../../src/core/api';
import type { HttpClient } from '../../../src/core/api';

/**
 * A browser's cookies for contract tests in Node: keeps what the server sets, sends it back,
 * and exposes `document.cookie` so the API client's own CSRF logic runs as in a browser.
 */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();
  /** The CSRF token in the forms of the page visited last, if it had any. */
  private formToken: string | undefined;

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
  http(options: Parameters<typeof createHttpClient>[0] = {}): HttpClient {
    const http = createHttpClient({ baseURL: this.baseUrl, ...options });
    // Synchronous, as the client's own: both run within the call, so sessions that call at
    // once (Promise.all) cannot read each other's document.cookie.
    http.interceptors.request.use(
      (config) => {
        (globalThis as { document?: { cookie: string } }).document = { cookie: this.cookieHeader };
        if (this.cookies.size > 0) config.headers.set('Cookie', this.cookieHeader);
        return config;
      },
      undefined,
      { synchronous: true },
    );
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
    const page = await this.http({ accept: 'text/html' }).get<string>(path, {
      responseType: 'text',
      validateStatus: () => true,
    });
    this.formToken = /name="csrf_token" value="([^"]+)"/.exec(page.data)?.[1];
    return page;
  }

  /**
   * Sends a page's form as a browser does: a POST of its fields and the CSRF token the page
   * visited last put in it (or, with no page, this session's `csrftoken` cookie, which a
   * script would send).
   */
  async submitForm(path: string, fields: Record<string, string> = {}): Promise<AxiosResponse> {
    const token = this.formToken ?? this.cookie('csrftoken') ?? '';
    // Sending it leaves the page (and a log-in or out changes the session it is valid for).
    this.formToken = undefined;
    return this.http({ accept: 'text/html' }).post(
      path,
      new URLSearchParams({ csrf_token: token, ...fields }).toString(),
      {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        maxRedirects: 0,
        validateStatus: () => true,
      },
    );
  }

  /** Logs in through the demo login form. */
  async login(username: string): Promise<void> {
    await this.visit('/login');
    const response = await this.submitForm('/login', { username });
    if (response.status !== 303 || !this.cookies.has('session')) {
      throw new Error(`login as ${username} failed (${response.status})`);
    }
  }

  /** Logs out with the navigation's Log out button. */
  async logout(): Promise<void> {
    const response = await this.submitForm('/logout');
    if (response.status !== 303) throw new Error(`logout failed (${response.status})`);
  }
}
