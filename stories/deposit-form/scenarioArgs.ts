import type { Meta } from '@storybook/react-vite';
import { RECORD_STATUSES, type Community, type EditorRecord } from '../../src/core/model';
import { aCommunity } from '../../test/factories/community';
import { draftLinks } from '../../test/factories/draft';
import { anEditorRecord } from '../../test/factories/editorRecord';
import { remountOnArgChange } from '../support/remountOnArgChange';
import { DepositFormScenario } from './DepositFormScenario';

/** A saved draft with a title; override any part. */
export const saved = (overrides: Partial<EditorRecord> = {}) =>
  anEditorRecord({
    id: 'abc12-34567',
    status: 'draft',
    links: draftLinks('abc12-34567'),
    metadata: { title: 'Soil samples from the Rhine delta' },
    ...overrides,
  });

export const community = aCommunity();
export const directCommunity = aCommunity({
  metadata: { title: 'Marine Biology' },
  ui: { permissions: { can_include_directly: true } },
});

export const validationErrors = [
  { field: 'metadata.title', messages: ['Missing data for required field.'] },
  { field: 'metadata.creators', messages: ['Missing data for required field.'] },
  {
    field: 'files.enabled',
    messages: [
      'Missing uploaded files. To disable files for this record please mark it as metadata-only.',
    ],
  },
];

/**
 * What the status control offers: a draft not saved yet, then every status
 * (docs/behaviour.md#record-statuses).
 */
const recordByStatus: Record<string, EditorRecord> = {
  'unsaved new draft': anEditorRecord(),
  ...Object.fromEntries(
    RECORD_STATUSES.map((status) => [
      status,
      saved({
        status,
        is_published: status === 'published',
        ...(status === 'new_version_draft' ? { versions: { index: 2 } } : {}),
      }),
    ]),
  ),
};

const communityByChoice: Record<string, Community | null> = {
  none: null,
  'needs review': community,
  'direct publish': directCommunity,
};

/**
 * What every story over DepositFormScenario shares (all but its title): the form's actions,
 * banner and side over a title field, with controls for the record's status, community and files.
 */
export const scenarioMeta = {
  component: DepositFormScenario,
  decorators: [remountOnArgChange],
  args: { record: saved() },
  argTypes: {
    record: {
      description: "The draft's `status`; a new draft has no id yet.",
      options: Object.keys(recordByStatus),
      mapping: recordByStatus,
      control: 'select',
    },
    community: {
      description: 'The community the draft is addressed to (`parent.review.receiver`).',
      options: Object.keys(communityByChoice),
      mapping: communityByChoice,
      control: 'radio',
    },
    fileCount: {
      description: 'Files uploaded so far; without any, Publish is disabled.',
      control: { type: 'number', min: 0 },
    },
    flash: { control: false },
    errors: { control: false },
    answer: { control: false },
    checks: { control: false },
    slots: { control: false },
  },
} satisfies Omit<Meta<typeof DepositFormScenario>, 'title'>;
