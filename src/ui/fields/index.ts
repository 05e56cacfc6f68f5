export { Combobox, isOpenCombobox } from './Combobox';
export type { ComboboxOption, ComboboxProps } from './Combobox';
export { errorText } from './errorText';
export { FieldError } from './FieldError';
export type { FieldErrorProps } from './FieldError';
export { describedBy, FieldMessages } from './FieldMessages';
export type { FieldMessagesProps } from './FieldMessages';
export {
  FormSlicesProvider,
  useFormActions,
  useFormError,
  useFormErrors,
  useFormSelection,
  useFormValue,
  useFormValueWatcher,
} from './formSlices';
export type { FormActions, FormSnapshot } from './formSlices';
export { EditorSessionFields } from './EditorSessionFields';
export { ListField } from './ListField';
export type { ListFieldProps, ListRowProps } from './ListField';
export { RemoveRowButton, RowSelect, RowTextInput, rowError } from './RowInputs';
export type { RowSelectProps, RowTextInputProps } from './RowInputs';
export { SelectField } from './SelectField';
export type { SelectFieldProps } from './SelectField';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { LazyVirtualRows } from './LazyVirtualRows';
export type { VirtualRowsProps } from './VirtualRows';
export { useFieldArray } from './useFieldArray';
export type { FieldArrayEdits } from './useFieldArray';
