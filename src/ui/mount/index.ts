export * from './autoMount';
export { mount } from './mount';
export * from './widgetDefinition';
export { WidgetErrorBoundary } from './WidgetErrorBoundary';
export { WidgetProblem } from './WidgetProblem';
