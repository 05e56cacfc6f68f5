import { createRoot } from 'react-dom/client';
import type { InputProblem } from '../../core/config';
import type { PagePlace } from './invenioPages';
import { mount, renderProblems, type MountOptions } from './mount';
import type { AnyWidgetDefinition, WidgetHandle } from './widgetDefinition';
import { findWidgetPlaces, WIDGET_ATTRIBUTE } from './widgetPlaces';

export { MOUNTED_ATTRIBUTE } from './mountedAttribute';

/** Props a page's script adds to every widget of a name (what JSON cannot hold: components). */
export type HostProps = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** What a widget's name must match: its definition, or the name alone where only that is known. */
type NamedWidget = AnyWidgetDefinition | { readonly name: string };

const isDefinition = (widget: NamedWidget): widget is AnyWidgetDefinition => 'component' in widget;

/**
 * Mounts the widget a place names (one of `widgets`) with the place's props and those
 * `hostProps` gives its name; an unknown name, or props that are no JSON, show a readable
 * error instead, listing the known names.
 */
export const mountPlace = (
  { element, widget: name, props, problems }: PagePlace,
  widgets: readonly NamedWidget[],
  hostProps: HostProps = {},
  options: MountOptions = {},
): WidgetHandle => {
  const widget = widgets.find((candidate) => candidate.name === name);
  const found = widget && isDefinition(widget) ? widget : undefined;
  const shown = [...problems];
  if (!found) {
    const known = widgets.map((candidate) => candidate.name).join(', ') || 'none';
    shown.unshift({
      field: WIDGET_ATTRIBUTE,
      message: `names no known widget ("${name}"; known: ${known})`,
    });
  }
  if (!found || shown.length > 0) return problemHandle(element, name, shown);
  const added = Object.hasOwn(hostProps, name) ? hostProps[name] : undefined;
  return mount(element, found, { ...props, ...added }, options);
};

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
): WidgetHandle[] => findWidgetPlaces(root).map((place) => mountPlace(place, widgets, hostProps));

const problemHandle = (element: Element, name: string, problems: InputProblem[]) => {
  const root = createRoot(element);
  renderProblems(root, name || 'widget', problems);
  return { ready: Promise.resolve(), update: () => undefined, unmount: () => root.unmount() };
};
