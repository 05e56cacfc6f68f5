import { useCallback, useId } from 'react';
import type { JsonObject } from '../../../../core/serializer/jsonReaders';
import { errorText, useFormActions, useFormError, useFormValue } from '../../../../ui/fields';
import { commonSettings } from './customFieldWidgetProps';

/**
 * What a custom-field widget works with: its common settings, its value and a setter, its
 * error message, an id for its input, and the ids of the hint and the error under it.
 */
export const useCustomField = (name: string, props: JsonObject) => {
  const settings = commonSettings(name, props);
  const value = useFormValue<unknown>(name);
  const error = errorText(useFormError(name));
  const { setFieldValue } = useFormActions();
  const setValue = useCallback(
    (next: unknown) => void setFieldValue(name, next),
    [name, setFieldValue],
  );
  const id = useId();
  const messages = { hintId: `${id}-hint`, hint: settings.hint, errorId: `${id}-error`, error };
  return { settings, value, error, setValue, id, messages };
};
