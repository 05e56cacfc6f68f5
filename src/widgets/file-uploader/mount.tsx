import { parseDraftRecord, parseEditorConfig, parsePermissions } from '../../core/config';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import { FileUploaderWidget, type FileUploaderWidgetProps } from './FileUploaderWidget';

/** The file uploader for `mount()` and `autoMount()`: props `config`, `record`, `permissions`. */
export const fileUploaderWidget: WidgetDefinition<FileUploaderWidgetProps> = {
  name: 'file-uploader',
  component: FileUploaderWidget,
  parseProps(raw) {
    const config = parseEditorConfig(raw.config);
    const record = parseDraftRecord(raw.record);
    const permissions = parsePermissions(raw.permissions);
    if (config.ok && record.ok && permissions.ok) {
      return {
        ok: true,
        value: { config: config.value, record: record.value, permissions: permissions.value },
      };
    }
    return {
      ok: false,
      problems: [
        ...(config.ok ? [] : config.problems),
        ...(record.ok ? [] : record.problems),
        ...(permissions.ok ? [] : permissions.problems),
      ],
    };
  },
  locale: (props) => props.config.default_locale,
};

/** Mounts the file uploader into an element (or the first match of a selector). */
export const mountFileUploader = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: FileUploaderWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, fileUploaderWidget, props);
