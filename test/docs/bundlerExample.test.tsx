import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { renderOutsideAct } from '../support/syncMount';
import { REPO_ROOT } from './markdownPages';

/**
 * The bundler example mounts the widgets of the standalone example page: the page's JSON props
 * are ones the widgets accept, and the entry mounts each element it names.
 */
describe('examples/bundler/main.ts on the markup of examples/standalone.html', () => {
  renderOutsideAct();

  it('mounts the status banner and the deposit form without a problem', async () => {
    const page = readFileSync(join(REPO_ROOT, 'examples/standalone.html'), 'utf8');
    const main = new DOMParser().parseFromString(page, 'text/html').querySelector('main');
    document.body.innerHTML = main?.outerHTML ?? '';

    const { handles } = await import('../../examples/bundler/main');

    expect(handles).toHaveLength(2);
    expect(document.querySelectorAll('[data-rdm-mounted="true"]')).toHaveLength(2);
    expect(screen.queryByText(/cannot|must be|is required/)).toBeNull();
    expect(await screen.findByText(/Community curators will review your upload/)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeVisible();
    // What a record needs to be published: its config lists resource types and a licence search.
    const resourceTypes = screen.getByRole('combobox', { name: 'Resource type' });
    expect(within(resourceTypes).getByRole('option', { name: 'Dataset' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add standard' })).toBeVisible();
    for (const handle of handles) handle.unmount();
    // The entry is loaded (and compiled) inside the test: the whole deposit form with it.
  }, 30_000);
});
