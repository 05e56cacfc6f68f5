import { useTranslation } from '../../ui/i18n/useTranslation';
import type { EditorController } from '../../core/editor/types';
import type { Pid } from '../../core/model';
import { useRunDraftAction } from './draftActions';
import { PidField, type PidFieldConfig } from './pids';

export interface DraftPidsProps {
  controller: EditorController;
  configs: readonly PidFieldConfig[];
  submitting: boolean;
  /** False where the instance makes DOIs optional: the DOI field then offers to go without. */
  doiRequired?: boolean;
  /** The parent's identifiers: the concept DOI shared by every version, once minted. */
  conceptPids?: Record<string, Pid>;
}

/**
 * One PID field per configured scheme; a reserved or discarded PID lands in the form through
 * the form's merge, so everything typed while the server answered stays.
 */
export const DraftPids = ({
  controller,
  configs,
  submitting,
  doiRequired = true,
  conceptPids = {},
}: DraftPidsProps) => {
  const { t } = useTranslation();
  const run = useRunDraftAction();
  return (
    <>
      {configs.map((config) => {
        const concept = conceptPids[config.scheme]?.identifier;
        return (
          <div key={config.scheme}>
            <PidField
              config={config}
              submitting={submitting}
              optional={config.scheme === 'doi' && !doiRequired}
              onReserve={async (pidType) => {
                await run((values) => controller.reservePid(values, pidType), { check: false });
              }}
              onDiscard={async (pidType) => {
                await run((values) => controller.discardPid(values, pidType), { check: false });
              }}
            />
            {concept && (
              <p className="ui small text rdm-concept-pid">
                {t('Concept {{label}}: {{identifier}}', {
                  label: config.label,
                  identifier: concept,
                })}{' '}
                {t('It stands for every version and resolves to the latest.')}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
};
