/** Where the fixed endpoints (communities, vocabularies, users, groups) live by default. */
export const DEFAULT_API_BASE = '/api';

export interface FixedEndpointOptions {
  /** Base URL of the fixed endpoints, e.g. 'https://repo.example/api' (default '/api'). */
  apiBase?: string;
}
