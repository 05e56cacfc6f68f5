import { parseDraftRecord, parseEditorConfig, type InputProblem } from '../../src/core/config';
import type { DraftRecord, EditorConfig } from '../../src/core/model';
import type { WidgetDefinition } from '../../src/ui/mount';

export interface ExampleProps {
  config: EditorConfig;
  record: DraftRecord;
}

/** A widget with the deposit form's mount contract (config + record), for mount tests. */
export const exampleWidget: WidgetDefinition<ExampleProps> = {
  name: 'example',
  component: ({ config, record }) => (
    <p>
      Editing {record.id ?? 'a new draft'} in {config.default_locale}
    </p>
  ),
  parseProps(raw) {
    const config = parseEditorConfig(raw.config);
    const record = parseDraftRecord(raw.record);
    if (config.ok && record.ok)
      return { ok: true, value: { config: config.value, record: record.value } };
    const problems: InputProblem[] = [
      ...(config.ok ? [] : config.problems),
      ...(record.ok ? [] : record.problems),
    ];
    return { ok: false, problems };
  },
  locale: (props) => props.config.default_locale,
};
