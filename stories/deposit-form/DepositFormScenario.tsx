import { useState } from 'react';
import type { EditorControllerState } from '../../src/core/editor/types';
import type { Community, EditorRecord, PublishChecklistItem } from '../../src/core/model';
import { TextField } from '../../src/ui/fields';
import { DepositForm, type DepositFormSlots } from '../../src/widgets/deposit-form/DepositForm';
import { DepositSection } from '../../src/widgets/deposit-form/layout/DepositSection';
import {
  anEditorState,
  createFakeEditorController,
  type FakeAnswer,
} from '../../test/support/depositForm/fakeEditorController';

export interface DepositFormScenarioProps {
  record: EditorRecord;
  community?: Community | null;
  /** What the banner shows when the story opens. */
  flash?: EditorControllerState['flash'];
  errors?: EditorControllerState['errors'];
  /** Values changed here and in a save made elsewhere (a save answered 412). */
  conflicts?: EditorControllerState['conflicts'];
  /** The community's curation check results on the draft. */
  checks?: EditorControllerState['checks'];
  /** The host publishes through communities only (`community_required_to_publish`). */
  communityRequired?: boolean;
  /** The host's statements to tick before publishing or submitting (`publish_checklist`). */
  checklist?: PublishChecklistItem[];
  fileCount?: number;
  /** How every action ends; by default it fails, so the page stays on the story. */
  answer?: FakeAnswer;
  slots?: DepositFormSlots;
}

/** The title, standing in for the metadata fields of its section. */
const TitleField = () => <TextField name="metadata.title" label="Title" required />;

const STAY: FakeAnswer = { ok: false };

/** The deposit form over a scenario fake controller of its own (one per story render). */
export const DepositFormScenario = ({
  record,
  community = null,
  flash = null,
  errors = {},
  conflicts = [],
  checks = [],
  communityRequired = false,
  checklist,
  fileCount = 1,
  answer = STAY,
  slots,
}: DepositFormScenarioProps) => {
  const [controller] = useState(() =>
    createFakeEditorController(
      {
        record,
        flash,
        errors,
        conflicts,
        checks,
        config: {
          ...anEditorState().config,
          community_required_to_publish: communityRequired,
          publish_checklist: checklist,
        },
        editorState: { ...anEditorState().editorState, selectedCommunity: community },
      },
      { respond: () => answer },
    ),
  );
  return (
    <DepositForm
      controller={controller}
      navigate={() => undefined}
      fileCount={fileCount}
      slots={slots}
      onChangeCommunity={() => undefined}
    >
      <DepositSection id="basic" title="Basic information">
        <TitleField />
      </DepositSection>
    </DepositForm>
  );
};
