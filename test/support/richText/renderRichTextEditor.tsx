import { screen } from '@testing-library/react';
import { RichTextEditor, type RichTextEditorProps } from '../../../src/ui/richText';
import { renderWithOverrides } from '../renderWithOverrides';

export const EDITOR_LABEL = 'Description';

/** Renders the editor (labelled 'Description') with a recording onChange. */
export const renderRichTextEditor = (props: Partial<RichTextEditorProps> = {}) => {
  const onChange = jest.fn<void, [string]>();
  const view = renderWithOverrides<RichTextEditorProps>((overrides) => (
    <RichTextEditor
      id="description"
      label={EDITOR_LABEL}
      value=""
      onChange={onChange}
      {...props}
      {...overrides}
    />
  ));
  return { ...view, onChange };
};

/** The editable area, once the lazily loaded editor is in. */
export const findEditor = () => screen.findByRole('textbox', { name: EDITOR_LABEL });
