import type { WidgetHandle } from '../ui/mount/widgetDefinition';

/**
 * Shows, in the widget's place, that its code could not be loaded (the network failed): in
 * English and without React's help, since neither the texts nor the widget are there.
 */
const showLoadFailure = (element: Element, widget: string, error: unknown) => {
  console.error(
    `rdm-widgets: cannot mount ${widget}: its code could not be loaded ` +
      `(${error instanceof Error ? error.message : String(error)})`,
  );
  const message = document.createElement('div');
  message.className = 'ui negative message';
  message.setAttribute('role', 'alert');
  message.dataset['state'] = 'load-failed';
  const header = document.createElement('div');
  header.className = 'header';
  header.textContent = 'This widget could not be loaded';
  const hint = document.createElement('p');
  hint.textContent = 'Check the connection, then reload the page.';
  message.append(header, hint);
  element.replaceChildren(message);
};

/**
 * A widget's handle at once, for a widget whose code is still loading (`loaded` answers how to
 * mount it): `ready` settles when the widget shows, and `update` and `unmount` apply, in the
 * order they were called, once it has mounted (at once after that: an `update` the widget
 * refuses then throws, as with npm). Unmounted before its code came, it never mounts.
 */
export const deferredHandle = (
  loaded: Promise<() => WidgetHandle>,
  element: Element,
  widget: string,
): WidgetHandle => {
  let mounted: WidgetHandle | undefined;
  let unmounted = false;
  const mounting = loaded.then((mountIt) => {
    if (!unmounted) mounted = mountIt();
    return mounted;
  });
  let queue = mounting.catch(() => undefined);
  const whenMounted = (act: (handle: WidgetHandle) => void) => {
    if (mounted) {
      act(mounted);
      return;
    }
    queue = queue.then((handle) => {
      try {
        if (handle) act(handle);
      } catch (error) {
        console.error(error);
      }
      return handle;
    });
  };
  return {
    ready: mounting.then(
      (handle) => handle?.ready,
      (error: unknown) => showLoadFailure(element, widget, error),
    ),
    update: (props) => whenMounted((handle) => handle.update(props)),
    unmount: () => {
      if (!mounted) unmounted = true;
      whenMounted((handle) => handle.unmount());
    },
  };
};
