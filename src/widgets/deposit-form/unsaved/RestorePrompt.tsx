import { useId, type RefObject } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import type { EditorRecord } from '../../../core/model';
import { intlLocale } from '../../../core/rules';
import { Button } from '../../../ui/semantic/Button';

export interface RestorePromptProps<V = EditorRecord> {
  /** When the offered values were stored. */
  savedAt: Date;
  values: V;
  onRestore: (values: V) => void;
  onDiscard: () => void;
  /**
   * Where focus goes after an answer, since the prompt then disappears with the focused
   * button (e.g. the form's first field). Focus is left alone without it.
   */
  focusAfterAnswer?: RefObject<HTMLElement | null>;
}

/**
 * Offers back the values kept from an earlier visit. Announced when it appears (role alert)
 * but it does not take focus: the user may carry on and answer later with the keyboard.
 */
export const RestorePrompt = <V,>({
  savedAt,
  values,
  onRestore,
  onDiscard,
  focusAfterAnswer,
}: RestorePromptProps<V>) => {
  const { t, i18n } = useTranslation();
  const questionId = useId();
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(savedAt);

  const answer = (act: () => void) => () => {
    act();
    focusAfterAnswer?.current?.focus();
  };

  return (
    // Only the question is announced; the buttons are a group named by it.
    <Message warning role="group" aria-labelledby={questionId} data-state="unsaved-edits">
      <p id={questionId} role="alert">
        {t('Restore unsaved changes from {{time}}?', { time })}
      </p>
      <Button type="button" size="small" onClick={answer(() => onRestore(values))}>
        {t('Restore')}
      </Button>
      <Button type="button" size="small" basic onClick={answer(onDiscard)}>
        {t('Discard')}
      </Button>
    </Message>
  );
};
