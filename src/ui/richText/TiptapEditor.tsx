import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EditorToolbar } from './EditorToolbar';
import { richTextExtensions } from './editorExtensions';
import { EDITABLE_STYLE, editorFrame } from './editorStyles';
import { sanitizeHtml } from './sanitizeHtml';

export interface TiptapEditorProps {
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

/** The document as the form stores it: sanitised, and '' when nothing is written. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : sanitizeHtml(editor.getHTML()));

/**
 * The editor proper, loaded on demand by RichTextEditor (default export for React.lazy).
 * Controlled: it reports each change, and follows `value` when it changes from outside.
 */
const TiptapEditor = ({
  id,
  labelId,
  value,
  onChange,
  disabled,
  describedBy,
}: TiptapEditorProps) => {
  // The editor keeps the handlers it was created with; these refs hand it the latest ones.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // What the editor reported and the parent has not handed back yet. A parent may hand back
  // an earlier report after a later keystroke: that is an echo, not a change from outside.
  const echoes = useRef<string[]>([]);
  // The value prop last looked at: a render with the same value is no news.
  const handled = useRef(value);
  const [initialContent] = useState(() => sanitizeHtml(value));
  const [extensions] = useState(richTextExtensions);
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(disabled ? { 'aria-disabled': 'true' } : {}),
        style: EDITABLE_STYLE,
      },
      handleDOMEvents: {
        // Handled here, ProseMirror's keymaps never see Tab (lists would indent with it) and
        // the browser moves focus on: the editor is not a keyboard trap.
        keydown: (_view: unknown, event: KeyboardEvent) => event.key === 'Tab',
      },
    }),
    [id, labelId, describedBy, disabled],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      echoes.current = [...echoes.current.slice(-(MAX_ECHOES - 1)), html];
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    // false: switching editability is no edit, so no onChange.
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    if (!editor || value === handled.current) return;
    handled.current = value;
    const echo = echoes.current.indexOf(value);
    if (echo >= 0) {
      echoes.current = echoes.current.slice(echo + 1);
      return;
    }
    const content = sanitizeHtml(value);
    // A change from outside: earlier reports can no longer come back as echoes.
    echoes.current = [];
    if (htmlOf(editor) === content) return;
    editor.commands.setContent(content, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  return (
    <div style={editorFrame(disabled)}>
      <EditorToolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
};

export default TiptapEditor;
