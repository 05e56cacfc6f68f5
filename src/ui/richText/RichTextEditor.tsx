import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useWhenIdle } from '../hooks/useWhenIdle';
import { EditorLoadBoundary } from './EditorLoadBoundary';
import { editorFrame, loadingArea } from './editorStyles';
import { loadTextEditor } from './loadTextEditor';

const TextEditor = lazy(loadTextEditor);

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
  const editorProps = { id, labelId, value, onChange, disabled, describedBy };
  return (
    <div className="field">
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <EditorLoadBoundary {...editorProps}>
        <Suspense fallback={<LoadingEditor labelId={labelId} />}>
          {idle ? <TextEditor {...editorProps} /> : <LoadingEditor labelId={labelId} />}
        </Suspense>
      </EditorLoadBoundary>
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
