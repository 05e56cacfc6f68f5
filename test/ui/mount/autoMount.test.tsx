import { screen } from '@testing-library/react';
import { autoMount, MOUNTED_ATTRIBUTE } from '../../../src/ui/mount';
import { exampleWidget } from '../../support/exampleWidget';
import { renderOutsideAct } from '../../support/syncMount';

renderOutsideAct();

const widgets = [exampleWidget];

const jsonProp = (name: string, text: string) =>
  `<script type="application/json" data-rdm-prop="${name}">${text}</script>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('autoMount', () => {
  it('mounts every marked element with the JSON of its prop scripts', async () => {
    document.body.innerHTML = `
      <div data-rdm-widget="example">
        ${jsonProp('config', '{"createUrl": "/api/records", "default_locale": "en"}')}
        ${jsonProp('record', '{"id": "first-00001"}')}
      </div>
      <section><div data-rdm-widget="example">
        ${jsonProp('config', '{"createUrl": "/api/records", "default_locale": "fr"}')}
        ${jsonProp('record', '{}')}
      </div></section>`;
    const handles = autoMount(document, widgets);
    expect(handles).toHaveLength(2);
    await Promise.all(handles.map((handle) => handle.ready));
    expect(screen.getByText('Editing first-00001 in en')).toBeInTheDocument();
    expect(screen.getByText('Editing a new draft in fr')).toBeInTheDocument();
    handles.forEach((handle) => handle.unmount());
  });

  it('leaves already mounted elements alone on a second call', () => {
    document.body.innerHTML = `<div data-rdm-widget="example">
      ${jsonProp('config', '{"createUrl": "/api/records"}')}${jsonProp('record', '{}')}</div>`;
    const first = autoMount(document, widgets);
    expect(document.querySelector('[data-rdm-widget]')).toHaveAttribute(MOUNTED_ATTRIBUTE, 'true');
    expect(autoMount(document, widgets)).toHaveLength(0);
    first.forEach((handle) => handle.unmount());
  });

  it('shows which prop holds malformed JSON', () => {
    const errors = jest.mocked(console.error).mockImplementation(() => undefined);
    document.body.innerHTML = `<div data-rdm-widget="example">
      ${jsonProp('config', '{"createUrl": ')}${jsonProp('record', '{}')}</div>`;
    const [handle] = autoMount(document, widgets);
    expect(screen.getByRole('alert')).toHaveTextContent('config is not valid JSON');
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/cannot mount example: config is not valid JSON/),
    );
    handle?.unmount();
  });

  it('refuses a prop script that is not JSON-typed', () => {
    jest.mocked(console.error).mockImplementation(() => undefined);
    document.body.innerHTML = `<div data-rdm-widget="example">
      <script type="text/plain" data-rdm-prop="config">{}</script>${jsonProp('record', '{}')}</div>`;
    const [handle] = autoMount(document, widgets);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'config must be in a <script type="application/json">',
    );
    handle?.unmount();
  });

  it('names an unknown widget and the known ones', () => {
    jest.mocked(console.error).mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-rdm-widget="guestbook"></div>';
    const [handle] = autoMount(document, widgets);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'data-rdm-widget names no known widget ("guestbook"; known: example)',
    );
    handle?.unmount();
  });

  it('mounts the good widgets even when another one on the page is broken', () => {
    jest.mocked(console.error).mockImplementation(() => undefined);
    document.body.innerHTML = `
      <div data-rdm-widget="example">${jsonProp('config', 'nope')}</div>
      <div data-rdm-widget="example">
        ${jsonProp('config', '{"createUrl": "/api/records"}')}${jsonProp('record', '{"id": "ok-1"}')}
      </div>`;
    const handles = autoMount(document, widgets);
    expect(screen.getByRole('alert')).toHaveTextContent('config is not valid JSON');
    expect(screen.getByText('Editing ok-1 in en')).toBeInTheDocument();
    handles.forEach((handle) => handle.unmount());
  });
});
