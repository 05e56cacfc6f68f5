import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhenIdle } from '../hooks/useWhenIdle';
import { editorFrame, loadingArea } from './editorStyles';

// Loaded on first use, so pages that never show an editor never download Tiptap.
const TiptapEditor = lazy(() => import('./TiptapEditor'));

export interface RichTextEditorProps {
  /** The editable element's id. */
  id: string;
  /** Already translated; shown as the field's visible label. */
  label: string;
  /** HTML. */
  value: string;
  /** Sanitised HTML, '' when the text is empty. */
  onChange: (html: string) => void;
  disabled?: boolean;
  /** Id of a hint or error the editor should be described by. */
  describedBy?: string;
}

/**
 * A labelled rich-text field (bold, italic, lists, links) that reads and writes HTML. The
 * editor starts once the browser is idle: building it takes longer than the rest of a form.
 */
export const RichTextEditor = ({
  id,
  label,
  value,
  onChange,
  disabled = false,
  describedBy,
}: RichTextEditorProps) => {
  const labelId = `${id}-label`;
  const idle = useWhenIdle();
  return (
    <div className="field">
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <Suspense fallback={<LoadingEditor labelId={labelId} />}>
        {idle ? (
          <TiptapEditor
            id={id}
            labelId={labelId}
            value={value}
            onChange={onChange}
            disabled={disabled}
            describedBy={describedBy}
          />
        ) : (
          <LoadingEditor labelId={labelId} />
        )}
      </Suspense>
    </div>
  );
};

/** Stands in for the editor until it starts: labelled, busy, not editable. */
const LoadingEditor = ({ labelId }: { labelId: string }) => {
  const { t } = useTranslation();
  return (
    <div role="group" aria-labelledby={labelId} aria-busy="true" style={editorFrame(true)}>
      <div style={loadingArea}>{t('Loading the editor...')}</div>
    </div>
  );
};
