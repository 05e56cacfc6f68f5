import {
  draftRecord,
  editorConfig,
  fields,
  parseWith,
  permissions,
  withDefaultLocale,
  withDraftDefaults,
} from '../../core/config';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import {
  FILE_UPLOADER_OVERRIDE_IDS,
  NEW_VERSION_BUTTON_OVERRIDE_IDS,
  overridesProp,
  type Overrides,
} from '../../ui/overrides';
import { FileUploaderWidget, type FileUploaderWidgetProps } from './FileUploaderWidget';

// Pure: a bundle that imports the widget's components without mounting it leaves this out.
const PROPS = /* @__PURE__ */ fields({
  config: editorConfig,
  record: draftRecord,
  permissions,
  overrides: overridesProp([...FILE_UPLOADER_OVERRIDE_IDS, ...NEW_VERSION_BUTTON_OVERRIDE_IDS]),
});

/**
 * The file uploader for `mount()` and `autoMount()`: props `config`, `record`, `permissions`
 * and, from a page's script, `overrides`.
 */
export const fileUploaderWidget: WidgetDefinition<FileUploaderWidgetProps> = {
  name: 'file-uploader',
  component: FileUploaderWidget,
  parseProps: (raw) =>
    parseWith(PROPS, raw, (props) => ({
      config: withDefaultLocale<FileUploaderWidgetProps['config']>(props.config),
      record: withDraftDefaults(props.record),
      permissions: (props.permissions ?? {}) as FileUploaderWidgetProps['permissions'],
      overrides: props.overrides as Overrides | undefined,
    })),
  locale: (props) => props.config.default_locale,
};

/** Mounts the file uploader into an element (or the first match of a selector). */
export const mountFileUploader = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: FileUploaderWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, fileUploaderWidget, props);
