import { Component, type ErrorInfo, type ReactNode } from 'react';
import { withTranslation, type WithTranslation } from 'react-i18next';

interface Props extends WithTranslation {
  /** The widget's name, for the console message. */
  widget: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a widget's crash inside the widget: the host page goes on and the user reads what
 * happened instead of a blank space.
 */
class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`rdm-widgets: ${this.props.widget} crashed:`, error, info.componentStack);
  }

  override render() {
    const { t, children } = this.props;
    if (!this.state.failed) return children;
    return (
      <div className="ui negative message" role="alert" data-state="crashed">
        <div className="header">
          {t('Something went wrong while showing this part of the page.')}
        </div>
        <p>{t('Reload the page to try again. If the problem persists, contact user support.')}</p>
      </div>
    );
  }
}

export const WidgetErrorBoundary = withTranslation()(ErrorBoundary);
