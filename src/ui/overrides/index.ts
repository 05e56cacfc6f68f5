export * from './ids';
export { Overridable, OverridablePart, type OverridableProps } from './Overridable';
export { isComponent, type Override, type OverrideProps, type Overrides } from './overrides';
export { OverridesProvider, useOverride, type OverridesProviderProps } from './OverridesProvider';
export { overridesProp } from './overridesRule';
