import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { renderOutsideAct } from '../support/syncMount';
import { codeBlocks, REPO_ROOT } from './markdownPages';

const EXAMPLE = join(REPO_ROOT, 'examples', 'vite-host');
const GETTING_STARTED = 'docs/getting-started.md';

/**
 * The npm and Vite host of docs/getting-started.md: the page the docs show, file by file, and
 * on it a form that can publish (the build and the publishing are e2e/gettingStarted.spec.ts).
 */
describe('examples/vite-host', () => {
  renderOutsideAct();

  it('is shown whole in docs/getting-started.md, each file as it is', () => {
    const shown = codeBlocks({
      path: GETTING_STARTED,
      text: readFileSync(join(REPO_ROOT, GETTING_STARTED), 'utf8'),
    }).map((block) => block.code);
    const files = readdirSync(EXAMPLE);
    expect(files.sort()).toEqual(['index.html', 'main.ts', 'package.json', 'vite.config.ts']);
    const missing = files.filter(
      (file) => !shown.includes(readFileSync(join(EXAMPLE, file), 'utf8')),
    );
    expect(missing).toEqual([]);
  });

  it('offers resource types, roles and the standard licences, so a record can be published', async () => {
    const page = readFileSync(join(EXAMPLE, 'index.html'), 'utf8');
    const main = new DOMParser().parseFromString(page, 'text/html').querySelector('main');
    document.body.innerHTML = main?.outerHTML ?? '';

    await import('../../examples/vite-host/main');

    const resourceTypes = await screen.findByRole('combobox', { name: 'Resource type' });
    expect(
      within(resourceTypes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a resource type…', 'Dataset', 'Publication / Journal article', 'Software']);
    expect(screen.getByRole('button', { name: 'Add standard' })).toBeVisible();
    expect(screen.queryByText(/cannot|must be|is required/)).toBeNull();
  }, 30_000);
});
