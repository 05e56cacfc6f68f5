import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { isPlainObject, type InputProblem } from '../../core/config';
import { sameValues } from '../../core/editor/sameValues';
import { createI18n } from '../i18n/createI18n';
import { HOST_I18N_PROP, parseHostI18n, type HostI18n } from '../i18n/hostCatalog';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetProblem } from './WidgetProblem';
import type { WidgetDefinition, WidgetHandle } from './widgetDefinition';

const resolveTarget = (target: Element | string): Element => {
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  if (!element) throw new Error(`rdm-widgets: no element matches "${String(target)}"`);
  return element;
};

/** Adds the host's catalogs (over the built-in texts) and switches to the page's language. */
const applyHostI18n = (i18n: ReturnType<typeof createI18n>, host: HostI18n, locale: string) => {
  for (const [language, catalog] of Object.entries(host.catalogs ?? {})) {
    i18n.addResourceBundle(language, 'translation', catalog, true, true);
  }
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
};

const reportProblems = (widget: string, problems: InputProblem[]) => {
  const list = problems.map((problem) => `${problem.field} ${problem.message}`).join('; ');
  console.error(`rdm-widgets: cannot mount ${widget}: ${list}`);
};

/** Renders the problems of a widget that cannot start, in its place. */
export const renderProblems = (
  root: Root,
  widget: string,
  problems: InputProblem[],
  i18n = createI18n(),
) => {
  reportProblems(widget, problems);
  flushSync(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <WidgetProblem problems={problems} />
      </I18nextProvider>,
    ),
  );
};

/**
 * Mounts a widget into an element (or the first match of a selector). The props are checked
 * first: bad ones render a readable error in place of the widget and a console error naming
 * the field, and never throw into the host page. Rendering is synchronous, so the widget (or
 * its error) is in the page when this returns.
 */
export const mount = <Props extends object>(
  target: Element | string,
  widget: WidgetDefinition<Props>,
  rawProps: unknown,
): WidgetHandle => {
  const root = createRoot(resolveTarget(target));
  const i18n = createI18n();
  let current: unknown = rawProps;

  const render = () => {
    if (!isPlainObject(current)) {
      renderProblems(root, widget.name, [{ field: 'props', message: 'must be an object' }], i18n);
      return;
    }
    const result = widget.parseProps(current);
    const host = parseHostI18n(current[HOST_I18N_PROP]);
    if (!result.ok || !host.ok) {
      const problems = [...(result.ok ? [] : result.problems), ...(host.ok ? [] : host.problems)];
      renderProblems(root, widget.name, problems, i18n);
      return;
    }
    applyHostI18n(i18n, host.value, host.value.locale ?? widget.locale?.(result.value) ?? 'en');
    const Component = widget.component;
    flushSync(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <WidgetErrorBoundary widget={widget.name}>
            <Component {...result.value} />
          </WidgetErrorBoundary>
        </I18nextProvider>,
      ),
    );
  };

  render();
  return {
    update(props) {
      const before = isPlainObject(current) ? current : {};
      const changed = (widget.readAtMount ?? []).filter(
        (name) => name in props && !sameValues(props[name], before[name]),
      );
      if (changed.length > 0) {
        throw new Error(
          `rdm-widgets: ${widget.name} reads ${changed.join(', ')} once, when it mounts: ` +
            'unmount it and mount it again with the new value',
        );
      }
      current = { ...before, ...props };
      render();
    },
    unmount() {
      root.unmount();
    },
  };
};
