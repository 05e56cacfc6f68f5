/** The deposit-form widget's public entry. */
export { DepositFormWidget } from './DepositFormWidget';
export type { DepositFormConfig, DepositFormWidgetProps } from './DepositFormWidget';
export { depositFormWidget, mountDepositForm } from './depositFormWidget';
export type { PidFieldConfig } from './pids';
