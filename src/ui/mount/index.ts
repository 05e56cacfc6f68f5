export * from './autoMount';
export { mount, type MountOptions } from './mount';
export * from './widgetDefinition';
export { WidgetErrorBoundary, type WidgetErrorBoundaryProps } from './WidgetErrorBoundary';
export { WidgetProblem } from './WidgetProblem';
