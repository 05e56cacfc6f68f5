/**
 * The standalone script (`RdmWidgets` global, React included) for host pages without a
 * bundler: `<script src=".../rdm-widgets.standalone.js">` then `RdmWidgets.autoMount()`. It
 * holds React and finds the page's widgets; each widget's code comes from the `standalone/`
 * folder beside it, only for the widgets the page has
 * (docs/performance.md#what-a-first-load-costs).
 */
import type { FormActions } from './ui/fields/formSlicesStore';
import type { HostProps } from './ui/mount/autoMount';
import type { AnyWidgetDefinition, WidgetHandle } from './ui/mount/widgetDefinition';
import { findWidgetPlaces } from './ui/mount/widgetPlaces';
import { deferredHandle } from './standalone/deferredHandle';
import { standaloneShared } from './standalone/shared';
import { bundleUrl } from './standalone/bundleUrl';
import { WIDGET_MODULES, widgetModules } from './standalone/widgetModules';

const modules = widgetModules();

/** A widget by its name: what `mount` takes here, where the widgets' code is not yet loaded. */
interface NamedWidget {
  readonly name: string;
}

const NAMED_WIDGETS: readonly NamedWidget[] = Object.keys(WIDGET_MODULES).map((name) => ({
  name,
}));

/**
 * The widgets mount while the page loads, and show only once their code is here anyway: they
 * render in slices, so that the page answers its first keystrokes in between.
 */
const YIELDING = { yielding: true };

const named = (name: string) => NAMED_WIDGETS.find((widget) => widget.name === name)!;

/**
 * Mounts every `data-rdm-widget` element under `root` (the whole page by default), and the
 * widgets of an InvenioRDM page; `hostProps` adds props by widget name, e.g.
 * `{'deposit-form': {customFieldWidgets: {...}}}`. Returns a handle per element at once; each
 * widget shows once its code has loaded (`ready`).
 */
export const autoMount = (root: ParentNode = document, hostProps: HostProps = {}) =>
  findWidgetPlaces(root).map((place) =>
    deferredHandle(
      Promise.all([modules.mounting(), modules.widget(place.widget)]).then(
        ([mounting, widget]) =>
          () =>
            mounting.mountPlace(place, widget ? [widget] : NAMED_WIDGETS, hostProps, YIELDING),
      ),
      place.element,
      place.widget,
    ),
  );

/** Mounts a widget (one of the definitions below) into an element or a selector's first match. */
export const mount = (
  target: Element | string,
  widget: NamedWidget,
  props: unknown,
): WidgetHandle => {
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  if (!element) throw new Error(`rdm-widgets: no element matches "${String(target)}"`);
  if (!Object.hasOwn(WIDGET_MODULES, widget.name))
    throw new Error(`rdm-widgets: no widget is named "${widget.name}"`);
  return deferredHandle(
    Promise.all([modules.mounting(), modules.widget(widget.name)]).then(
      ([mounting, definition]) =>
        () =>
          mounting.mount(element, definition as AnyWidgetDefinition, props),
    ),
    element,
    widget.name,
  );
};

const mountNamed = (name: string) => (target: Element | string, props: unknown) =>
  mount(target, named(name), props);

/** The bundle's React, for a host page that writes its own custom-field widgets or overrides. */
export const React = standaloneShared.react;

/**
 * A host's own deposit-form parts (docs/overrides.md) read and set the form through these;
 * they render inside the form, so its module is there by then.
 */
const depositFormHook =
  <Name extends 'useFormValue' | 'useFormActions'>(hook: Name) =>
  (...args: unknown[]) => {
    const depositForm = modules.loaded(WIDGET_MODULES['deposit-form']!);
    if (!depositForm) throw new Error(`rdm-widgets: ${hook} is for parts of the deposit form`);
    return (depositForm[hook] as (...hookArgs: unknown[]) => unknown)(...args);
  };
export const useFormValue = depositFormHook('useFormValue') as <Value = unknown>(
  path: string,
) => Value;
export const useFormActions = depositFormHook('useFormActions') as () => FormActions;

export const depositFormWidget = named('deposit-form');
export const fileUploaderWidget = named('file-uploader');
export const statusBannerWidget = named('status-banner');
export const communityHeaderWidget = named('community-header');
export const shareAccessWidget = named('share-access');
export const newVersionButtonWidget = named('new-version-button');
export const newUploadFromRecordWidget = named('new-upload-from-record');
export const requestAccessWidget = named('request-access');

export const mountDepositForm = mountNamed('deposit-form');
export const mountFileUploader = mountNamed('file-uploader');
export const mountStatusBanner = mountNamed('status-banner');
export const mountCommunityHeader = mountNamed('community-header');
export const mountShareAccess = mountNamed('share-access');
export const mountNewVersionButton = mountNamed('new-version-button');
export const mountNewUploadFromRecord = mountNamed('new-upload-from-record');
export const mountRequestAccess = mountNamed('request-access');

// Where the script was loaded from: its modules, which run without a `currentScript`, find
// the languages' scripts beside it by this.
export { bundleUrl, standaloneShared };
