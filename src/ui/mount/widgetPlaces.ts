import type { InputProblem } from '../../core/config';
import { invenioPagePlaces, type PagePlace } from './invenioPages';
import { MOUNTED_ATTRIBUTE } from './mountedAttribute';

const WIDGET_ATTRIBUTE = 'data-rdm-widget';
const PROP_ATTRIBUTE = 'data-rdm-prop';

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

/**
 * The places under `root` where a widget mounts and has not yet: every `data-rdm-widget`
 * element, with the JSON props of its script children, and the places of an InvenioRDM page
 * (docs/invenio-pages.md). Each is marked mounted at once, so a second call finds only new
 * ones. Reads the page only: the standalone script runs it before any widget's code is there.
 */
export const findWidgetPlaces = (root: ParentNode): PagePlace[] => {
  const unmounted = `[${WIDGET_ATTRIBUTE}]:not([${MOUNTED_ATTRIBUTE}])`;
  const marked = Array.from(root.querySelectorAll(unmounted)).map((element) => {
    const { props, problems } = readInjectedProps(element);
    return { element, widget: element.getAttribute(WIDGET_ATTRIBUTE) ?? '', props, problems };
  });
  const places = [...marked, ...invenioPagePlaces(root)].filter(
    ({ element }) => !element.hasAttribute(MOUNTED_ATTRIBUTE),
  );
  for (const { element, widget } of places) {
    element.setAttribute(MOUNTED_ATTRIBUTE, 'true');
    // An InvenioRDM page's element is named as ours are: the stylesheet is scoped to them.
    element.setAttribute(WIDGET_ATTRIBUTE, widget);
  }
  return places;
};

export { WIDGET_ATTRIBUTE };
