import type { i18n } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import { BUILT_IN_ENGLISH, type Translate, type WidgetTexts } from './builtInEnglish';

const textsOf = (instance: i18n, language: string): WidgetTexts => ({
  // i18next types `t` by the keys of declared catalogs; ours are the English texts themselves.
  t: instance.getFixedT(null, 'translation') as unknown as Translate,
  i18n: { language, dir: (other) => instance.dir(other ?? language) },
});

/**
 * A widget part's texts: from the i18next instance of the provider around it (react-i18next's
 * `I18nextProvider`, which `mount` and React hosts use), rendered again when its language
 * changes; the built-in English where there is none, so a widget in English loads no i18next.
 */
export const useTranslation = (): WidgetTexts => {
  const instance = useContext(I18nContext)?.i18n as i18n | undefined;
  const subscribe = useCallback(
    (changed: () => void) => {
      instance?.on('languageChanged', changed);
      return () => instance?.off('languageChanged', changed);
    },
    [instance],
  );
  const language = useSyncExternalStore(subscribe, () => instance?.language ?? 'en');
  return useMemo(
    () => (instance ? textsOf(instance, language) : BUILT_IN_ENGLISH),
    [instance, language],
  );
};
