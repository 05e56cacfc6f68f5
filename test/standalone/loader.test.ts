import { screen, waitFor } from '@testing-library/react';
import type * as StandaloneScript from '../../src/standalone';
import { renderOutsideAct } from '../support/syncMount';

renderOutsideAct();

type Standalone = typeof StandaloneScript;

/** The standalone script with its modules imported by `importModule` (the sources by default). */
const loadStandalone = (importModule?: (entry: string) => Promise<Record<string, unknown>>) => {
  let standalone: Standalone | undefined;
  jest.isolateModules(() => {
    if (importModule) jest.doMock('./support/importModuleFromSources', () => ({ importModule }));
    standalone = jest.requireActual<Standalone>('../../src/standalone');
  });
  return standalone!;
};

const json = (name: string, value: unknown) =>
  `<script type="application/json" data-rdm-prop="${name}">${JSON.stringify(value)}</script>`;

const banner = (status = 'draft') =>
  `<div data-rdm-widget="status-banner">${json('record', { status, is_published: false })}</div>`;

afterEach(() => {
  jest.restoreAllMocks();
  jest.dontMock('./support/importModuleFromSources');
  document.body.innerHTML = '';
});

describe('the standalone script', () => {
  it('answers a handle per widget at once, and shows each once its module is there', async () => {
    const { autoMount } = loadStandalone();
    document.body.innerHTML = banner() + banner('published');
    const handles = autoMount();
    expect(handles).toHaveLength(2);
    // Marked at once: a second call before the modules came mounts nothing twice.
    expect(autoMount()).toHaveLength(0);
    await Promise.all(handles.map((handle) => handle.ready));
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('loads only the modules of the widgets the page has', async () => {
    const asked: string[] = [];
    const sources = jest.requireActual<{
      importModule: (entry: string) => Promise<Record<string, unknown>>;
    }>('./support/importModuleFromSources');
    const { autoMount } = loadStandalone((entry) => {
      asked.push(entry);
      return sources.importModule(entry);
    });
    document.body.innerHTML = banner();
    await autoMount()[0]!.ready;
    expect(new Set(asked)).toEqual(new Set(['mount', 'status-banner']));
  });

  it('names the known widgets when the page names another, in its place', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { autoMount } = loadStandalone();
    document.body.innerHTML = '<div data-rdm-widget="deposit-from"></div>';
    await autoMount()[0]!.ready;
    expect(screen.getByRole('alert')).toHaveTextContent(
      'names no known widget ("deposit-from"; known: deposit-form, file-uploader, status-banner,',
    );
  });

  it('says in its place that a widget could not be loaded when its module does not come', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { autoMount } = loadStandalone(() => Promise.reject(new TypeError('Failed to fetch')));
    document.body.innerHTML = banner();
    await autoMount()[0]!.ready;
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This widget could not be loaded');
    expect(alert).toHaveTextContent('Check the connection, then reload the page.');
    expect(error).toHaveBeenCalledWith(
      'rdm-widgets: cannot mount status-banner: its code could not be loaded (Failed to fetch)',
    );
  });

  it('applies an update made while loading once the widget shows, and never shows one unmounted first', async () => {
    const { autoMount } = loadStandalone();
    document.body.innerHTML = banner() + banner();
    const [updated, unmounted] = autoMount();
    updated!.update({ record: { status: 'published', is_published: true } });
    unmounted!.unmount();
    await Promise.all([updated!.ready, unmounted!.ready]);
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Published');
  });

  it('refuses at once a target that is not on the page, or a widget it does not have', () => {
    const { mount, mountStatusBanner } = loadStandalone();
    expect(() => mountStatusBanner('#nowhere', {})).toThrow(
      'rdm-widgets: no element matches "#nowhere"',
    );
    document.body.innerHTML = '<div id="here"></div>';
    expect(() => mount('#here', { name: 'share-acces' }, {})).toThrow(
      'rdm-widgets: no widget is named "share-acces"',
    );
  });

  it('says what the form hooks are for when called outside the deposit form', () => {
    const { useFormValue } = loadStandalone();
    expect(() => useFormValue('metadata.title')).toThrow(
      'rdm-widgets: useFormValue is for parts of the deposit form',
    );
  });
});
