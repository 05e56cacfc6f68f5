import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Squire from 'squire-rte';
import { activeFormats, NO_FORMATS, sameFormats } from './activeFormats';
import { editorConfig } from './editorConfig';
import { EditorToolbar } from './EditorToolbar';
import { EDITABLE_CLASS, editableArea, editorFrame } from './editorStyles';
import { storedHtml } from './storedHtml';

export interface TextEditorProps {
  id: string;
  /** The visible label's id; the editable element is named by it. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  disabled: boolean;
  describedBy?: string;
}

/** Reports remembered while the parent lags behind; a parent never lags by more. */
const MAX_ECHOES = 100;

/** The editor's events after which the formats at the cursor may have changed. */
const SELECTION_EVENTS = ['pathChange', 'select', 'input', 'focus'];

/**
 * Squire hears every selection change on the page, even while its text is not focused and it
 * has nothing to do with them; each description's editor would add that work to every
 * keystroke in any other field. Here it hears them only between its focus and its blur.
 */
const followPageSelectionWhileFocused = (editor: Squire) => {
  const follow = editor._updatePathOnEvent;
  editor.removeEventListener('selectionchange', follow);
  editor.addEventListener('focus', () => editor.addEventListener('selectionchange', follow));
  editor.addEventListener('blur', () => editor.removeEventListener('selectionchange', follow));
};

/**
 * The editor proper, loaded on demand by RichTextEditor (default export for React.lazy).
 * Controlled: it reports each change, and follows `value` when it changes from outside.
 */
const TextEditor = ({ id, labelId, value, onChange, disabled, describedBy }: TextEditorProps) => {
  // The editor keeps the handlers it was created with; this ref hands it the latest one.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // What the editor reported and the parent has not handed back yet. A parent may hand back
  // an earlier report after a later keystroke: that is an echo, not a change from outside.
  const echoes = useRef<string[]>([]);
  // The value prop last looked at: a render with the same value is no news.
  const handled = useRef(value);
  // The text as the form last had it. Squire reports any change to its element, also one that
  // leaves the text as it was (an attribute set by a spelling or dark-mode extension, or by a
  // screenshot tool): the form must not take that for an edit, and save.
  const known = useRef('');
  const root = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Squire | null>(null);
  const [formats, setFormats] = useState(NO_FORMATS);

  // Squire owns the editable element's content from here on; React renders none of it.
  useLayoutEffect(() => {
    const created = new Squire(root.current as HTMLDivElement, editorConfig());
    created.setHTML(handled.current);
    known.current = storedHtml(created.getHTML());
    // Tab leaves the text (the browser moves focus on): the editor is not a keyboard trap.
    created.setKeyHandler('Tab', null).setKeyHandler('Shift-Tab', null);
    followPageSelectionWhileFocused(created);
    created.addEventListener('input', () => {
      const html = storedHtml(created.getHTML());
      if (html === known.current) return;
      known.current = html;
      echoes.current = [...echoes.current.slice(-(MAX_ECHOES - 1)), html];
      onChangeRef.current(html);
    });
    const followSelection = () => {
      const next = activeFormats(created);
      setFormats((current) => (sameFormats(current, next) ? current : next));
    };
    SELECTION_EVENTS.forEach((type) => created.addEventListener(type, followSelection));
    setEditor(created);
    return () => created.destroy();
  }, []);

  useLayoutEffect(() => {
    // Squire made the element editable; a disabled field takes that back.
    root.current?.setAttribute('contenteditable', String(!disabled));
  }, [editor, disabled]);

  useEffect(() => {
    if (!editor || value === handled.current) return;
    handled.current = value;
    const echo = echoes.current.indexOf(value);
    if (echo >= 0) {
      echoes.current = echoes.current.slice(echo + 1);
      return;
    }
    // A change from outside: earlier reports can no longer come back as echoes.
    echoes.current = [];
    const shown = storedHtml(editor.getHTML());
    if (shown === storedHtml(value)) {
      known.current = shown;
      return;
    }
    // Squire sets content without reporting it as input: no onChange for it.
    editor.setHTML(value);
    known.current = storedHtml(editor.getHTML());
  }, [editor, value]);

  return (
    <div style={editorFrame(disabled)}>
      {editor && <EditorToolbar editor={editor} formats={formats} disabled={disabled} />}
      <div
        ref={root}
        id={id}
        // Each paragraph keeps the direction of its own text (Latin in Arabic and back).
        dir="auto"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        className={EDITABLE_CLASS}
        style={editableArea}
      />
    </div>
  );
};

export default TextEditor;
