/**
 * The pages the form benchmark measures, served on the reference server's origin (so the
 * form's API calls reach it) but written here: a static host page that loads the standalone
 * script and stylesheets and mounts the form on demand, and a plain-DOM control page with the
 * same stylesheets, a title input and every creator row in the DOM, no framework.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const STYLESHEETS = ['/static/fomantic/semantic.min.css', '/static/dist/rdm-widgets.css'];

export const HOST_PAGE_PATH = '/bench/host.html';
export const CONTROL_PAGE_PATH = '/bench/control.html';

const head = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
${STYLESHEETS.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
</head>`;

/**
 * The deposit form's modules (dist/standalone/modules.json), preloaded by the host page's head
 * as the reference server's pages do: the form's code is on the page before it mounts, as it
 * was when it came in one script.
 */
const depositFormModules = () => {
  const modules = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'dist', 'standalone', 'modules.json'), 'utf8'),
  ) as Record<string, { file: string; imports: string[] }>;
  const files = ['mount', 'deposit-form'].flatMap((entry) => [
    modules[entry]!.file,
    ...modules[entry]!.imports,
  ]);
  return [...new Set(files)].map((file) => `/static/dist/standalone/${file}`);
};

const hostPage = () => `${head('Host page')}
${depositFormModules()
  .map((href) => `<link rel="modulepreload" href="${href}">`)
  .join('\n')}
<body><main class="ui container"><div id="deposit-form"></div></main>
<script src="/static/dist/rdm-widgets.standalone.js"></script>
</body></html>`;

/**
 * The control: what a page with no framework pays for the same form. Each row has the inputs
 * the form shows for a person (family name, given names, affiliation); typing updates a model
 * object, as any form keeps its values.
 */
const controlPage = (creators: number) => `${head('Control page')}
<body><main class="ui container"><form class="ui form" id="control"></form></main>
<script>
  const form = document.getElementById('control');
  const model = { title: '', creators: [] };
  const field = (label, name, value) => {
    const wrapper = document.createElement('div');
    wrapper.className = 'field';
    const id = 'f-' + name;
    wrapper.innerHTML = '<label for="' + id + '"></label><input type="text" id="' + id + '">';
    wrapper.firstChild.textContent = label;
    const input = wrapper.lastChild;
    input.name = name;
    input.value = value;
    return wrapper;
  };
  const title = field('Title', 'metadata.title', 'Benchmark record');
  title.lastChild.addEventListener('input', (event) => (model.title = event.target.value));
  form.append(title);
  const list = document.createElement('ol');
  for (let index = 0; index < ${creators}; index += 1) {
    model.creators.push({ family: 'Family' + index, given: 'Given' + index });
    const row = document.createElement('li');
    row.className = 'three fields';
    row.append(
      field('Family name', 'creators.' + index + '.family', 'Family' + index),
      field('Given names', 'creators.' + index + '.given', 'Given' + index),
      field('Affiliation', 'creators.' + index + '.affiliation', 'Institute ' + (index % 50)),
    );
    list.append(row);
  }
  form.append(list);
</script></body></html>`;

/** Serves the two pages on the server's origin, for this page only. */
export const serveBenchPages = async (page: Page, serverUrl: string, creators: number) => {
  await page.route(`${serverUrl}${HOST_PAGE_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage() }),
  );
  await page.route(`${serverUrl}${CONTROL_PAGE_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: controlPage(creators) }),
  );
};

/** A person with one affiliation, as the benchmark's drafts list them. */
const creator = (index: number) => ({
  person_or_org: { type: 'personal', family_name: `Family${index}`, given_name: `Given${index}` },
  affiliations: [{ name: `Institute ${index % 50}` }],
});

export interface MountData {
  config: unknown;
  record: unknown;
  permissions: unknown;
}

/**
 * Saves a draft with `creators` people as alice (the page must be logged in), then reads the
 * mount data the draft's edit page prints for its form: what a host page hands the widget.
 */
export const draftMountData = async (
  page: Page,
  serverUrl: string,
  creators: number,
): Promise<MountData> => {
  const csrf = (await page.context().cookies(serverUrl)).find(
    (cookie) => cookie.name === 'csrftoken',
  );
  const created = await page.request.post(`${serverUrl}/api/records`, {
    headers: { 'X-CSRFToken': csrf?.value ?? '' },
    data: {
      metadata: {
        title: 'Benchmark record',
        resource_type: { id: 'dataset' },
        publication_date: '2026-01-01',
        creators: Array.from({ length: creators }, (_, index) => creator(index)),
      },
      access: { record: 'public', files: 'public' },
      files: { enabled: false },
    },
  });
  if (!created.ok()) throw new Error(`creating the draft: ${created.status()}`);
  const { id } = (await created.json()) as { id: string };
  const html = await (await page.request.get(`${serverUrl}/uploads/${id}`)).text();
  const prop = (name: string) => {
    const json = new RegExp(`data-rdm-prop="${name}">([\\s\\S]*?)</script>`).exec(html)?.[1];
    if (!json) throw new Error(`the draft's page printed no ${name}`);
    return JSON.parse(json) as unknown;
  };
  return { config: prop('config'), record: prop('record'), permissions: prop('permissions') };
};
