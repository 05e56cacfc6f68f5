import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BoundaryProps {
  /** The widget's name, for the console message. */
  widget: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** React catches render errors only in class components. */
class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`rdm-widgets: ${this.props.widget} crashed:`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface WidgetErrorBoundaryProps {
  widget: string;
  children: ReactNode;
}

/**
 * Keeps a widget's crash inside the widget: the host page goes on and the user reads what
 * happened instead of a blank space.
 */
export const WidgetErrorBoundary = ({ widget, children }: WidgetErrorBoundaryProps) => {
  const { t } = useTranslation();
  const fallback = (
    <div className="ui negative message" role="alert" data-state="crashed">
      <div className="header">{t('Something went wrong while showing this part of the page.')}</div>
      <p>{t('Reload the page to try again. If the problem persists, contact user support.')}</p>
    </div>
  );
  return (
    <ErrorBoundary widget={widget} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
};
