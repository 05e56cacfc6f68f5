import type { Meta, StoryObj } from '@storybook/react-vite';
import { setIn, type FormikErrors } from 'formik';
import { userEvent, within } from 'storybook/test';
import type { EditorRecord, RecordAccess } from '../../src/core/model';
import { EMBARGO_END_REQUIRED } from '../../src/core/validation';
import { AccessSection, type AccessSectionProps } from '../../src/widgets/deposit-form/access';
import { aCommunity } from '../../test/factories/community';
import { FormikHarness } from '../../test/support/depositForm/formikHarness';

type AccessScenarioProps = AccessSectionProps & {
  access: RecordAccess;
  metadataOnly?: boolean;
  errors?: FormikErrors<EditorRecord>;
};

/** The section inside a small form holding the given access values. */
const AccessScenario = ({ access, metadataOnly, errors, ...props }: AccessScenarioProps) => (
  <FormikHarness
    initialValues={{ access, files: { enabled: !metadataOnly } }}
    initialErrors={errors}
  >
    <AccessSection {...props} />
  </FormikHarness>
);

const DAY_MS = 24 * 60 * 60 * 1000;
const restrictedCommunity = aCommunity({
  metadata: { title: 'Clinical Trials Consortium' },
  access: { visibility: 'restricted' },
});
const embargo = { active: true, until: '2030-06-30', reason: 'Awaiting a patent decision' };

const meta = {
  title: 'Widgets/Deposit form/Visibility',
  component: AccessScenario,
  args: {
    access: { record: 'public', files: 'public' },
    community: null,
    fileCount: 2,
    isPublished: false,
  },
} satisfies Meta<typeof AccessScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Public: Story = { name: 'Public' };

export const EmbargoedFullRecord: Story = {
  name: 'The whole record embargoed',
  args: { access: { record: 'restricted', files: 'restricted', embargo } },
};

export const Restricted: Story = {
  name: 'Restricted',
  args: { access: { record: 'restricted', files: 'restricted' } },
};

export const PublicWithRestrictedFiles: Story = {
  name: 'Public, files restricted',
  args: { access: { record: 'public', files: 'restricted' } },
};

export const EmbargoedFilesOnly: Story = {
  name: 'Only the files embargoed',
  args: { access: { record: 'public', files: 'restricted', embargo } },
};

export const EmbargoLifted: Story = {
  name: 'Embargo lifted',
  args: {
    access: {
      record: 'public',
      files: 'public',
      embargo: { active: false, until: '2024-01-31', reason: 'Thesis under examination' },
    },
    isPublished: true,
  },
};

export const EmbargoWithoutEndDate: Story = {
  name: 'Embargo without an end date',
  args: {
    access: { record: 'restricted', files: 'restricted', embargo: { active: true } },
    errors: setIn({}, 'access.embargo.until', EMBARGO_END_REQUIRED) as FormikErrors<EditorRecord>,
  },
};

export const RestrictedCommunityForcesRestricted: Story = {
  name: 'Restricted by its community',
  args: { community: restrictedCommunity },
};

export const MetadataOnlyHasNoFilesToggle: Story = {
  name: 'Metadata only: no files choice',
  args: { metadataOnly: true, fileCount: 0 },
};

export const FilesOnlyToggledOn: Story = {
  name: 'Files restricted, switched on',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: 'Restrict files only' }),
    );
  },
};

export const GracePeriodPassed: Story = {
  name: 'Grace period over',
  args: {
    isPublished: true,
    gracePeriodDays: 30,
    created: new Date(Date.now() - 90 * DAY_MS).toISOString(),
  },
  play: async ({ canvasElement }) => {
    // The reason is reached with the keyboard: Tab past Public onto Restricted.
    within(canvasElement).getByRole('button', { name: 'Public' }).focus();
    await userEvent.tab();
  },
};

export const WithinGracePeriod: Story = {
  name: 'Within the grace period',
  args: {
    isPublished: true,
    gracePeriodDays: 30,
    created: new Date(Date.now() - 3 * DAY_MS).toISOString(),
  },
};
