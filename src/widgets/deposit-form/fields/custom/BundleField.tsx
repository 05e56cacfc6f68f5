import { TextField } from '../../../../ui/fields';
import { asObject, asText, type JsonObject } from '../../../../core/serializer/jsonReaders';

/** One text of a bundle and its default label (already translated). */
export interface BundleText {
  key: string;
  label: string;
  type?: 'text' | 'url';
}

export interface BundleFieldProps {
  /** The bundle's path in the form, e.g. `custom_fields.journal:journal`. */
  name: string;
  /** The group's default name (already translated); `props.label` of the config wins. */
  legend: string;
  texts: readonly BundleText[];
  /** The config's settings: `label`, and per text `{label, description}`. */
  props: JsonObject;
}

/**
 * A custom-field bundle (imprint, journal ...) as a named group of text fields, each bound to
 * `<name>.<key>`. Labels and help come from the config when the host gives them, since the
 * host prints them translated for its own instance.
 */
export const BundleField = ({ name, legend, texts, props }: BundleFieldProps) => (
  <fieldset className="rdm-custom-field-bundle">
    <legend>{asText(props.label) || legend}</legend>
    {texts.map(({ key, label, type }) => {
      const settings = asObject(props[key]);
      return (
        <TextField
          key={key}
          name={`${name}.${key}`}
          label={asText(settings.label) || label}
          hint={asText(settings.description) || undefined}
          type={type}
        />
      );
    })}
  </fieldset>
);
