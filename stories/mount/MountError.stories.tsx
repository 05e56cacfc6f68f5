import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDraftRecord, parseEditorConfig, type InputProblem } from '../../src/core/config';
import { WidgetProblem } from '../../src/ui/mount';

/** The problems the real parsers report for a given injected config and record. */
const problemsOf = (config: unknown, record: unknown): InputProblem[] => {
  const parsedConfig = parseEditorConfig(config);
  const parsedRecord = parseDraftRecord(record);
  return [
    ...(parsedConfig.ok ? [] : parsedConfig.problems),
    ...(parsedRecord.ok ? [] : parsedRecord.problems),
  ];
};

const meta = {
  title: 'Mounting/Error in place of a widget',
  component: WidgetProblem,
} satisfies Meta<typeof WidgetProblem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MissingAndWrongFields: Story = {
  name: 'Missing and wrong fields',
  args: {
    problems: problemsOf(
      { default_locale: 'en', fileUploadConcurrency: 0 },
      { access: { record: 'secret' }, links: { self: 42 } },
    ),
  },
};

export const MalformedJson: Story = {
  name: 'Malformed JSON',
  args: {
    problems: [{ field: 'config', message: 'is not valid JSON (Unexpected end of JSON input)' }],
  },
};

export const NotAnObject: Story = {
  name: 'Not an object',
  args: { problems: problemsOf('deposit', null) },
};
