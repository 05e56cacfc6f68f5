import {
  CONFIG_BASICS,
  fields,
  parseWith,
  required,
  requiredJsonObject,
  text,
} from '../../core/config';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import {
  NEW_UPLOAD_FROM_RECORD_OVERRIDE_IDS,
  overridesProp,
  type Overrides,
} from '../../ui/overrides';
import {
  NewUploadFromRecordButton,
  type NewUploadFromRecordConfig,
} from './NewUploadFromRecordButton';

/** What a host page injects: the record to copy and where new drafts are created. */
export interface NewUploadFromRecordWidgetProps {
  record: Record<string, unknown>;
  config: NewUploadFromRecordConfig;
  /** The host's replacements of the widget's parts, by id (docs/overrides.md). */
  overrides?: Overrides;
}

/** Any record JSON will do: what it lacks, the new upload lacks too. */
const PROPS = fields({
  record: requiredJsonObject(fields({})),
  config: requiredJsonObject(
    fields({ ...CONFIG_BASICS, createUrl: required(text({ nonEmpty: true })) }),
  ),
  overrides: overridesProp(NEW_UPLOAD_FROM_RECORD_OVERRIDE_IDS),
});

/**
 * The 'New upload from this record' button for `mount()` and `autoMount()`: props `record`,
 * `config` (`createUrl` required) and, from a page's script, `overrides`. The page shows it to
 * logged-in users only.
 */
export const newUploadFromRecordWidget: WidgetDefinition<NewUploadFromRecordWidgetProps> = {
  name: 'new-upload-from-record',
  component: NewUploadFromRecordButton,
  parseProps: (raw) =>
    parseWith(PROPS, raw, (props) => ({
      record: props.record as Record<string, unknown>,
      config: props.config as NewUploadFromRecordConfig,
      overrides: props.overrides as Overrides | undefined,
    })),
  locale: (props) => props.config.default_locale,
};

/** Mounts the 'New upload from this record' button into an element (or a selector's match). */
export const mountNewUploadFromRecord = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: NewUploadFromRecordWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, newUploadFromRecordWidget, props);
