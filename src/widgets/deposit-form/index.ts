/** The deposit-form widget's public entry. */
export { DepositForm } from './DepositForm';
export type { DepositFormProps, DepositFormSlots } from './DepositForm';
export { DepositFormWidget } from './DepositFormWidget';
export type { DepositFormConfig, DepositFormWidgetProps } from './DepositFormWidget';
export { depositFormWidget, mountDepositForm } from './depositFormWidget';
export type { PidFieldConfig } from './pids';
