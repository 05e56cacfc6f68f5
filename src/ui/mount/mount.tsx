import { startTransition, useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { isPlainObject, type InputProblem } from '../../core/config';
import { sameValues } from '../../core/editor/sameValues';
import { HOST_I18N_PROP, parseHostI18n, type HostI18n } from '../i18n/hostCatalog';
import {
  applyLanguage,
  builtInEnglishFits,
  languageReady,
  loadLanguage,
  pageLanguage,
  widgetLanguage,
  type WidgetLanguage,
} from '../i18n/widgetLanguage';
import { lazyPart } from '../lazyPart';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetProblem } from './WidgetProblem';
import type { WidgetDefinition, WidgetHandle } from './widgetDefinition';

const resolveTarget = (target: Element | string): Element => {
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  if (!element) throw new Error(`rdm-widgets: no element matches "${String(target)}"`);
  return element;
};

const reportProblems = (widget: string, problems: InputProblem[]) => {
  const list = problems.map((problem) => `${problem.field} ${problem.message}`).join('; ');
  console.error(`rdm-widgets: cannot mount ${widget}: ${list}`);
};

/**
 * What makes a widget's i18next instance, with i18next: loaded the first time a widget shows
 * other texts than the built-in English, and at once for every widget after.
 */
const i18nextFactory = lazyPart(async () => (await import('../i18n/createI18n')).createI18n);

/**
 * The texts of a widget's tree: its i18next instance, or none for the built-in English
 * (`useTranslation`). react-i18next types the provider as always holding one; holding none,
 * it is as no provider. Always there, so that a change of language keeps the tree's state.
 */
const WidgetTexts = ({ instance, children }: { instance?: i18n; children: ReactNode }) => (
  <I18nextProvider i18n={instance as i18n}>{children}</I18nextProvider>
);

/** Renders the problems of a widget that cannot start, in its place. */
export const renderProblems = (
  root: Root,
  widget: string,
  problems: InputProblem[],
  instance?: i18n,
) => {
  reportProblems(widget, problems);
  flushSync(() =>
    root.render(
      <WidgetTexts instance={instance}>
        <WidgetProblem problems={problems} />
      </WidgetTexts>,
    ),
  );
};

/** Gives the widget's element the language and direction it shows, as a page would. */
const markLanguage = (element: Element, instance: i18n | undefined) => {
  const language = instance?.language ?? 'en';
  element.setAttribute('lang', language);
  element.setAttribute('dir', instance?.dir(language) ?? 'ltr');
};

export interface MountOptions {
  /**
   * Render in slices that leave the page free to answer input between them, rather than in
   * one task: `ready` then settles once the widget is in the page, after `mount` returns. For
   * a page that mounts as it loads (the standalone script), where one long task would hold up
   * the first keystrokes.
   */
  yielding?: boolean;
}

/** Tells once the tree it is in has been put in the page. */
const OnCommit = ({ done }: { done: () => void }) => {
  useEffect(done, [done]);
  return null;
};

/**
 * Mounts a widget into an element (or the first match of a selector). The props are checked
 * first: bad ones render a readable error in place of the widget and a console error naming
 * the field, and never throw into the host page. In the built-in English, or a language
 * already loaded, rendering is synchronous: the widget (or its error) is in the page when this
 * returns. Other texts load first (with i18next, the first time on the page), and the widget
 * shows once they have (`ready`), so no English shows before them; a later change of language keeps the widget, in the language it
 * had, until the new texts are there.
 */
export const mount = <Props extends object>(
  target: Element | string,
  widget: WidgetDefinition<Props>,
  rawProps: unknown,
  options: MountOptions = {},
): WidgetHandle => {
  const { yielding = false } = options;
  const element = resolveTarget(target);
  const root = createRoot(element);
  // Made, with i18next, the first time the widget shows other texts than the built-in English.
  let instance: i18n | undefined;
  let current: unknown = rawProps;
  // Which render is the latest: a language that finishes loading after a newer one is dropped.
  let renders = 0;
  let unmounted = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  /**
   * The texts to show a language in: at once when they are there (none: the built-in
   * English), else once the instance and the language's texts have loaded.
   */
  const textsFor = (language: WidgetLanguage, host: HostI18n): i18n | undefined | Promise<i18n> => {
    if (builtInEnglishFits(language, host)) return undefined;
    const loadedFactory = i18nextFactory.loaded();
    if (!instance && loadedFactory) instance = loadedFactory();
    if (instance && languageReady(instance, language)) return instance;
    const made = instance
      ? Promise.resolve(instance)
      : i18nextFactory.load().then((createI18n) => (instance ??= createI18n()));
    return loadLanguage(made, widget.name, language);
  };

  const show = (render: () => void, texts: i18n | undefined) => {
    render();
    markLanguage(element, texts);
    markReady();
  };

  const render = () => {
    renders += 1;
    const thisRender = renders;
    if (!isPlainObject(current)) {
      show(
        () =>
          renderProblems(
            root,
            widget.name,
            [{ field: 'props', message: 'must be an object' }],
            instance,
          ),
        instance,
      );
      return;
    }
    const result = widget.parseProps(current);
    const host = parseHostI18n(current[HOST_I18N_PROP]);
    if (!result.ok || !host.ok) {
      const problems = [...(result.ok ? [] : result.problems), ...(host.ok ? [] : host.problems)];
      show(() => renderProblems(root, widget.name, problems, instance), instance);
      return;
    }
    // The page's language before the config's: InvenioRDM's `default_locale` is the instance's
    // default, not what this visitor reads.
    const locale = host.value.locale ?? pageLanguage(element) ?? widget.locale?.(result.value);
    const language = widgetLanguage(locale ?? 'en', host.value);
    const Component = widget.component;
    /** Renders in a language: with the instance given, else in the built-in English. */
    const renderIn = (shown: WidgetLanguage, texts: i18n | undefined) => {
      if (unmounted || thisRender !== renders) return;
      if (texts) applyLanguage(texts, host.value, shown);
      const tree = (
        <WidgetTexts instance={texts}>
          <WidgetErrorBoundary widget={widget.name}>
            <Component {...result.value} />
          </WidgetErrorBoundary>
          {yielding && <OnCommit done={markReady} />}
        </WidgetTexts>
      );
      if (yielding) {
        markLanguage(element, texts);
        startTransition(() => root.render(tree));
      } else show(() => flushSync(() => root.render(tree)), texts);
    };
    const texts = textsFor(language, host.value);
    if (!(texts instanceof Promise)) {
      renderIn(language, texts);
      return;
    }
    texts.then(
      (loaded) => renderIn(language, loaded),
      (error: unknown) => {
        console.error(
          `rdm-widgets: the ${language.shipped} texts of ${widget.name} could not be loaded ` +
            `(${error instanceof Error ? error.message : String(error)}); it shows in English`,
        );
        renderIn({ language: 'en', shipped: 'en' }, instance);
      },
    );
  };

  render();
  return {
    ready,
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
      unmounted = true;
      root.unmount();
    },
  };
};
