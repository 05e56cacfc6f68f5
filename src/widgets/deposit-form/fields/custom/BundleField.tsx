import { TextField } from '../../../../ui/fields';
import {
  asObject,
  asText,
  isPlainObject,
  type JsonObject,
} from '../../../../core/serializer/jsonReaders';

/** One text of a bundle and its default label (already translated). */
export interface BundleText {
  key: string;
  label: string;
  type?: 'text' | 'url';
  /**
   * A part InvenioRDM added after the bundle's first release: when the config gives any
   * part's settings, shown only if it gives this one's. A config is written for its
   * instance's release, whose server refuses a part it does not know.
   */
  optional?: boolean;
}

export interface BundleFieldProps {
  /** The bundle's path in the form, e.g. `custom_fields.journal:journal`. */
  name: string;
  /** The group's default name (already translated); `props.label` of the config wins. */
  legend: string;
  texts: readonly BundleText[];
  /** The config's settings: `label`, and per text `{label, placeholder, description}`. */
  props: JsonObject;
}

/**
 * A custom-field bundle (imprint, journal ...) as a named group of text fields, each bound to
 * `<name>.<key>`. Labels and help come from the config when the host gives them, since the
 * host prints them translated for its own instance.
 */
export const BundleField = ({ name, legend, texts, props }: BundleFieldProps) => {
  const partsGiven = texts.some(({ key }) => isPlainObject(props[key]));
  const shown = texts.filter(
    ({ key, optional }) => !optional || !partsGiven || isPlainObject(props[key]),
  );
  return (
    <fieldset className="rdm-custom-field-bundle">
      <legend>{asText(props.label) || legend}</legend>
      {shown.map(({ key, label, type }) => {
        const settings = asObject(props[key]);
        return (
          <TextField
            key={key}
            name={`${name}.${key}`}
            label={asText(settings.label) || label}
            placeholder={asText(settings.placeholder) || undefined}
            hint={asText(settings.helpText) || asText(settings.description) || undefined}
            type={type}
          />
        );
      })}
    </fieldset>
  );
};
