import { createRoot } from 'react-dom/client';
import type { InputProblem } from '../../core/config';
import { invenioPagePlaces } from './invenioPages';
import { MOUNTED_ATTRIBUTE } from './mountedAttribute';
import { mount, renderProblems } from './mount';
import type { AnyWidgetDefinition, WidgetHandle } from './widgetDefinition';

const WIDGET_ATTRIBUTE = 'data-rdm-widget';
const PROP_ATTRIBUTE = 'data-rdm-prop';
export { MOUNTED_ATTRIBUTE } from './mountedAttribute';

interface ReadProps {
  props: Record<string, unknown>;
  problems: InputProblem[];
}

/** Reads the element's `<script type="application/json" data-rdm-prop="name">` children. */
const readInjectedProps = (element: Element): ReadProps => {
  const props: Record<string, unknown> = {};
  const problems: InputProblem[] = [];
  const scripts = element.querySelectorAll(`:scope > script[${PROP_ATTRIBUTE}]`);
  for (const script of Array.from(scripts)) {
    const name = script.getAttribute(PROP_ATTRIBUTE) ?? '';
    if (script.getAttribute('type') !== 'application/json') {
      problems.push({ field: name, message: 'must be in a <script type="application/json">' });
      continue;
    }
    try {
      props[name] = JSON.parse(script.textContent ?? '');
    } catch (error) {
      problems.push({ field: name, message: `is not valid JSON (${(error as Error).message})` });
    }
  }
  return { props, problems };
};

/** Props a page's script adds to every widget of a name (what JSON cannot hold: components). */
export type HostProps = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * Mounts every widget marked with `data-rdm-widget` under `root`, with the props its JSON
 * script children hold and those `hostProps` gives its name, and the widgets of an InvenioRDM
 * page in the places its own scripts use, with the props its inputs hold
 * (docs/invenio-pages.md). Elements that name an unknown widget or hold malformed JSON show a
 * readable error; the others mount as usual. Returns a handle per mounted element.
 */
export const autoMount = (
  root: ParentNode,
  widgets: readonly AnyWidgetDefinition[],
  hostProps: HostProps = {},
): WidgetHandle[] => {
  const unmounted = `[${WIDGET_ATTRIBUTE}]:not([${MOUNTED_ATTRIBUTE}])`;
  const marked = Array.from(root.querySelectorAll(unmounted)).map((element) => {
    const { props, problems } = readInjectedProps(element);
    return { element, widget: element.getAttribute(WIDGET_ATTRIBUTE) ?? '', props, problems };
  });
  return [...marked, ...invenioPagePlaces(root)]
    .filter(({ element }) => !element.hasAttribute(MOUNTED_ATTRIBUTE))
    .map(({ element, widget: name, props, problems }) => {
      element.setAttribute(MOUNTED_ATTRIBUTE, 'true');
      // An InvenioRDM page's element is named as ours are: the stylesheet is scoped to them.
      element.setAttribute(WIDGET_ATTRIBUTE, name);
      const widget = widgets.find((candidate) => candidate.name === name);
      if (!widget) {
        const known = widgets.map((candidate) => candidate.name).join(', ') || 'none';
        problems.unshift({
          field: WIDGET_ATTRIBUTE,
          message: `names no known widget ("${name}"; known: ${known})`,
        });
      }
      if (!widget || problems.length > 0) return problemHandle(element, name, problems);
      const added = Object.hasOwn(hostProps, name) ? hostProps[name] : undefined;
      return mount(element, widget, { ...props, ...added });
    });
};

const problemHandle = (element: Element, name: string, problems: InputProblem[]) => {
  const root = createRoot(element);
  renderProblems(root, name || 'widget', problems);
  return { ready: Promise.resolve(), update: () => undefined, unmount: () => root.unmount() };
};
