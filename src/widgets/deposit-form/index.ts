/** The deposit-form widget's public entry. */
export { DepositFormWidget } from './DepositFormWidget';
export type { DepositFormConfig, DepositFormWidgetProps } from './DepositFormWidget';
export { depositFormWidget, mountDepositForm } from './depositFormWidget';
export type { PidFieldConfig } from './pids';
export type {
  CustomFieldWidgetMap,
  CustomFieldWidgetProps,
} from './fields/custom/customFieldWidgetProps';
export type { JsonObject } from '../../core/serializer/jsonReaders';
