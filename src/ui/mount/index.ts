export * from './autoMount';
export { mount } from './mount';
export * from './widgetDefinition';
export { WidgetErrorBoundary, type WidgetErrorBoundaryProps } from './WidgetErrorBoundary';
export { WidgetProblem } from './WidgetProblem';
