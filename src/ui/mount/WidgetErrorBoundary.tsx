import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ErrorBoundary } from '../ErrorBoundary';

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
    <ErrorBoundary failure={`${widget} crashed`} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
};
