import fc from 'fast-check';
import { autoMount, mount } from '../../../src/ui/mount';
import { exampleWidget } from '../../support/exampleWidget';
import { renderOutsideAct } from '../../support/syncMount';

renderOutsideAct();

const validConfig = JSON.stringify({ createUrl: '/api/records', default_locale: 'en' });
const validRecord = JSON.stringify({ id: 'abc12-34567', metadata: { title: 'Ocean data' } });

/** Anything a broken host page could inject, none of it a usable config + record pair. */
const brokenProps = fc.oneof(
  fc.anything(),
  fc.record({ config: fc.anything(), record: fc.anything() }),
  fc.record({ config: fc.anything().filter((v) => typeof v !== 'object'), record: fc.object() }),
  fc.record({
    config: fc.record({ createUrl: fc.oneof(fc.integer(), fc.constant(''), fc.boolean()) }),
    record: fc.object(),
  }),
);

/** JSON texts cut somewhere before their end: never parseable. */
const truncatedJson = (json: string) =>
  fc.integer({ min: 0, max: json.length - 1 }).map((end) => json.slice(0, end));

const expectReadableError = (element: Element) => {
  const alert = element.querySelector('[role="alert"]');
  expect(alert).not.toBeNull();
  expect(alert).toHaveTextContent('This widget could not be loaded');
};

describe('host input fuzz', () => {
  beforeEach(() => {
    jest.mocked(console.error).mockImplementation(() => undefined);
  });

  it('mount() never throws on 1,000 random props and always shows the readable error', () => {
    fc.assert(
      fc.property(brokenProps, (props) => {
        const element = document.createElement('div');
        document.body.append(element);
        const handle = mount(element, exampleWidget, props);
        try {
          expectReadableError(element);
        } finally {
          handle.unmount();
          element.remove();
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('autoMount() shows the readable error for 1,000 truncated config or record JSON texts', () => {
    const cases = fc.oneof(
      truncatedJson(validConfig).map((config) => ({ config, record: validRecord })),
      truncatedJson(validRecord).map((record) => ({ config: validConfig, record })),
    );
    fc.assert(
      fc.property(cases, ({ config, record }) => {
        const element = document.createElement('div');
        element.setAttribute('data-rdm-widget', 'example');
        for (const [name, text] of Object.entries({ config, record })) {
          const script = document.createElement('script');
          script.type = 'application/json';
          script.setAttribute('data-rdm-prop', name);
          script.textContent = text;
          element.append(script);
        }
        document.body.append(element);
        const handles = autoMount(document, [exampleWidget]);
        try {
          expect(handles).toHaveLength(1);
          expectReadableError(element);
        } finally {
          handles.forEach((handle) => handle.unmount());
          element.remove();
        }
      }),
      { numRuns: 1000 },
    );
  });
});
