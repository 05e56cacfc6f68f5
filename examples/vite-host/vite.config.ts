import { defineConfig } from 'vite';

/** The repository the page talks to: the reference server (`npm start`) unless told. */
const REPOSITORY = process.env.RDM_REPOSITORY_URL ?? 'http://127.0.0.1:5000';

/**
 * What the repository answers on the page's origin: its API, and the draft and record pages
 * the deposit form leads to (with their assets).
 */
const REPOSITORY_PATHS = ['/api', '/uploads', '/records', '/static'];

/**
 * In development (`vite`) and in `vite preview`, the page's own origin passes these paths on to
 * the repository with the Host header unchanged: the repository sees the page's origin, so it
 * accepts the browser's `Origin`, and its cookies and links are the page's. (A plain string
 * entry would be `{ target, changeOrigin: true }`, which renames the host.)
 */
export default defineConfig({
  server: {
    proxy: Object.fromEntries(REPOSITORY_PATHS.map((path) => [path, { target: REPOSITORY }])),
  },
});
