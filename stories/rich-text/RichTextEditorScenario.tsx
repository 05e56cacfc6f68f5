import { useState } from 'react';
import { RichTextEditor } from '../../src/ui/richText';

export interface RichTextEditorScenarioProps {
  /** The HTML the field starts with. */
  initialValue: string;
  disabled?: boolean;
}

/** The editor inside a form, holding its own value as a host form would. */
export const RichTextEditorScenario = ({ initialValue, disabled }: RichTextEditorScenarioProps) => {
  const [value, setValue] = useState(initialValue);
  return (
    <form className="ui form" onSubmit={(event) => event.preventDefault()}>
      <RichTextEditor
        id="story-description"
        label="Description"
        value={value}
        onChange={setValue}
        disabled={disabled}
      />
    </form>
  );
};
