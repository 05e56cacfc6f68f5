import { useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import type { EditorController } from '../../core/editor/types';
import type { Community } from '../../core/model';
import { useFormActions } from '../../ui/fields';
import { CommunityHeader, type CommunityHeaderProps } from '../community-header';
import { useRunDraftAction } from './draftActions';

export type DraftCommunityHeaderProps = Omit<CommunityHeaderProps, 'onChange' | 'busy'> & {
  controller: EditorController;
};

/** Where saving the latest choice stands; `removed` when the choice was no community. */
interface ChoiceSave {
  phase: 'saving' | 'saved' | 'failed';
  removed: boolean;
}

/**
 * The community header inside the deposit form: a choice goes to the controller, which fits
 * the form's access to it (a restricted community makes the record restricted), and is saved
 * at once with the draft (its review put or deleted), a new upload's too: a page closed
 * straight after would otherwise lose it. How that went is said under the header.
 */
export const DraftCommunityHeader = ({ controller, ...header }: DraftCommunityHeaderProps) => {
  const { t } = useTranslation();
  const { setValues } = useFormActions();
  const run = useRunDraftAction();
  const [save, setSave] = useState<ChoiceSave>();

  const choose = async (chosen: Community | null) => {
    const removed = chosen === null;
    setSave({ phase: 'saving', removed });
    const outcome = await run(
      (values) => {
        const fitted = controller.chooseCommunity(chosen, values);
        if (fitted !== values) setValues(fitted);
        return controller.autosave(fitted);
      },
      { check: false },
    );
    // A conflict is shown by the form's own panel; nothing else runs while a choice saves.
    if (outcome.ok) setSave({ phase: 'saved', removed });
    else setSave(outcome.error ? { phase: 'failed', removed } : undefined);
  };

  const status =
    save?.phase === 'saving'
      ? t('Saving the community…')
      : save?.phase === 'saved'
        ? save.removed
          ? t('Community removed from the draft.')
          : t('Community saved with the draft.')
        : '';
  return (
    <>
      <CommunityHeader
        {...header}
        busy={save?.phase === 'saving'}
        onChange={(chosen) => void choose(chosen)}
      />
      <p className="rdm-community-save-status" role="status" aria-live="polite">
        {status}
      </p>
      {save?.phase === 'failed' && (
        <Message negative role="alert" size="small">
          {save.removed
            ? t('The community was not removed. Use Save draft to try again.')
            : t('The community was not saved. It stays chosen: use Save draft to try again.')}
        </Message>
      )}
    </>
  );
};
