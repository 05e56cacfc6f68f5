import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** Names what failed in the console message, e.g. 'deposit-form crashed'. */
  failure: string;
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Shows `fallback` instead of children that threw while rendering (or whose lazily loaded
 * code failed to load), and says so in the console. React catches these only in a class.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`rdm-widgets: ${this.props.failure}:`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
