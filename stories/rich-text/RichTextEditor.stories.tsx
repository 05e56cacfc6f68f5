import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { SafeHtml } from '../../src/ui/richText';
import { RichTextEditorScenario } from './RichTextEditorScenario';

const meta = {
  title: 'Parts/Rich text editor',
  component: RichTextEditorScenario,
  args: { initialValue: '' },
  // Checked once the lazily loaded editor is in, not its loading placeholder.
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: 'Description' });
  },
} satisfies Meta<typeof RichTextEditorScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty' };

export const WithContent: Story = {
  name: 'With content',
  args: {
    initialValue:
      '<p>Measurements of <strong>soil moisture</strong> taken <em>hourly</em> at three sites.</p>' +
      '<ul><li><p>Site A: grassland</p></li><li><p>Site B: forest</p></li></ul>' +
      '<p>Method described at <a href="https://example.org/method">example.org</a>.</p>',
  },
};

export const Disabled: Story = {
  name: 'Disabled',
  args: { initialValue: '<p>This text cannot be changed now.</p>', disabled: true },
};

/** Script, event handlers, a javascript: link and styles are removed; the rest shows. */
export const SafeHtmlWithHostileInput: Story = {
  name: 'Hostile HTML made safe',
  play: async () => undefined,
  render: () => (
    <SafeHtml
      html={
        '<p>Kept: <strong>bold</strong>, <em>italic</em> and ' +
        '<a href="https://example.org">a web link</a>.</p>' +
        '<script>alert("script")</script>' +
        '<p style="color: #eee" onclick="alert(\'click\')">Removed: the pale style and the click handler.</p>' +
        '<img src="x" onerror="alert(\'image\')">' +
        '<p><a href="javascript:alert(\'link\')">A javascript: link, now plain text.</a></p>'
      }
    />
  ),
};
