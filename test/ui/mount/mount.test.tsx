import { screen, within } from '@testing-library/react';
import { mount } from '../../../src/ui/mount';
import { exampleWidget } from '../../support/exampleWidget';
import { renderOutsideAct } from '../../support/syncMount';

renderOutsideAct();

const validProps = {
  config: { createUrl: '/api/records', default_locale: 'en' },
  record: { id: 'abc12-34567', metadata: { title: 'Ocean data' } },
};

const host = () => {
  const element = document.createElement('div');
  element.id = 'host';
  document.body.append(element);
  return element;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mount', () => {
  it('renders the widget synchronously with its checked props', () => {
    const handle = mount(host(), exampleWidget, validProps);
    expect(screen.getByText('Editing abc12-34567 in en')).toBeInTheDocument();
    handle.unmount();
  });

  it('renders in slices when asked, and is ready once the widget is in the page', async () => {
    const handle = mount(host(), exampleWidget, validProps, { yielding: true });
    // Not in one go: the page may answer input before the widget is there.
    expect(screen.queryByText('Editing abc12-34567 in en')).not.toBeInTheDocument();
    await handle.ready;
    expect(screen.getByText('Editing abc12-34567 in en')).toBeInTheDocument();
    handle.unmount();
  });

  it('accepts a selector', () => {
    host();
    const handle = mount('#host', exampleWidget, validProps);
    expect(screen.getByText(/Editing abc12-34567/)).toBeInTheDocument();
    handle.unmount();
  });

  it('throws a clear error when the selector matches nothing', () => {
    expect(() => mount('#missing', exampleWidget, validProps)).toThrow(
      'rdm-widgets: no element matches "#missing"',
    );
  });

  it('shows a readable error naming the bad field, and logs it', () => {
    const errors = jest.mocked(console.error).mockImplementation(() => undefined);
    const handle = mount(host(), exampleWidget, {
      config: { default_locale: 'en' },
      record: { access: { record: 'secret' } },
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('This widget could not be loaded')).toBeInTheDocument();
    expect(alert).toHaveTextContent('config.createUrl is required');
    expect(alert).toHaveTextContent('record.access.record must be one of public, restricted');
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('rdm-widgets: cannot mount example: config.createUrl is required'),
    );
    handle.unmount();
  });

  it('update() refuses a new value of a prop read at mount, and changes nothing', async () => {
    const readsRecordOnce = { ...exampleWidget, readAtMount: ['record'] as const };
    const handle = mount(host(), readsRecordOnce, validProps);
    expect(() => handle.update({ record: { id: 'zzz99-00000' } })).toThrow(
      'rdm-widgets: example reads record once, when it mounts: unmount it and mount it again',
    );
    expect(screen.getByText('Editing abc12-34567 in en')).toBeInTheDocument();
    // The same record again, or other props, go through.
    handle.update({
      record: { ...validProps.record },
      config: { ...validProps.config, default_locale: 'fr' },
    });
    // French texts load first: the widget shows once they are there.
    expect(await screen.findByText('Editing abc12-34567 in fr')).toBeInTheDocument();
    handle.unmount();
  });

  it('update() merges props and renders again; a bad update shows the error', () => {
    const errors = jest.mocked(console.error).mockImplementation(() => undefined);
    const handle = mount(host(), exampleWidget, validProps);
    handle.update({ record: { id: 'zzz99-00000' } });
    expect(screen.getByText('Editing zzz99-00000 in en')).toBeInTheDocument();
    handle.update({ config: 'not an object' });
    expect(screen.getByRole('alert')).toHaveTextContent('config must be a JSON object');
    expect(errors).toHaveBeenCalledTimes(1);
    handle.unmount();
  });

  it('unmount() empties the element', () => {
    const element = host();
    const handle = mount(element, exampleWidget, validProps);
    handle.unmount();
    expect(element).toBeEmptyDOMElement();
  });

  it('two widgets on one page keep their own language and state', async () => {
    const first = mount(host(), exampleWidget, validProps);
    const second = mount(host(), exampleWidget, {
      ...validProps,
      config: { ...validProps.config, default_locale: 'de' },
    });
    await second.ready;
    expect(first.ready).resolves.toBeUndefined();
    expect(screen.getByText('Editing abc12-34567 in en')).toBeInTheDocument();
    expect(screen.getByText('Editing abc12-34567 in de')).toBeInTheDocument();
    first.unmount();
    expect(screen.getByText('Editing abc12-34567 in de')).toBeInTheDocument();
    second.unmount();
  });

  it('keeps a crash inside the widget', () => {
    const errors = jest.mocked(console.error).mockImplementation(() => undefined);
    const crashing = {
      ...exampleWidget,
      component: () => {
        throw new Error('boom');
      },
    };
    const handle = mount(host(), crashing, validProps);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong while showing this part of the page.',
    );
    expect(errors).toHaveBeenCalledWith(
      'rdm-widgets: example crashed:',
      expect.any(Error),
      expect.any(String),
    );
    handle.unmount();
  });
});
