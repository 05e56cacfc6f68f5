import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type SemanticICONS } from 'semantic-ui-react';
import { LinkForm } from './LinkForm';
import { applyLink, currentHref, removeLink } from './linkCommands';
import { toolbarArea } from './editorStyles';

export interface EditorToolbarProps {
  editor: Editor;
  disabled: boolean;
}

interface FormatButtonProps {
  label: string;
  icon: SemanticICONS;
  active: boolean;
  disabled: boolean;
  onClick: () => void;
  /** For the Link button, which opens the address field. */
  expanded?: boolean;
  controls?: string;
}

/**
 * A toggle for one format; aria-pressed says whether it applies at the cursor. A plain button:
 * semantic-ui-react's Button sets aria-pressed only as a green 'toggle' button.
 */
const FormatButton = ({ label, icon, active, expanded, controls, ...rest }: FormatButtonProps) => (
  <button
    type="button"
    className={`ui icon button${active ? ' active' : ''}`}
    aria-label={label}
    aria-pressed={active}
    aria-expanded={expanded}
    aria-controls={controls}
    {...rest}
  >
    <Icon name={icon} />
  </button>
);

/**
 * Bold, italic, lists and links. Plain buttons in the tab order (no roving focus), so the
 * toolbar needs no keys beyond Tab, and Tab then moves on into the text.
 */
export const EditorToolbar = ({ editor, disabled }: EditorToolbarProps) => {
  const { t } = useTranslation();
  const linkFormId = useId();
  const [linkFormOpen, setLinkFormOpen] = useState(false);
  // Re-rendered on each change of the selection, so the pressed states follow the cursor.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const run = (command: (chain: ChainedCommands) => ChainedCommands) =>
    command(editor.chain().focus()).run();

  const closeLinkForm = () => {
    setLinkFormOpen(false);
    editor.commands.focus();
  };

  return (
    <div style={toolbarArea}>
      <div className="ui small basic buttons" role="group" aria-label={t('Text formatting')}>
        <FormatButton
          label={t('Bold')}
          icon="bold"
          active={active.bold}
          disabled={disabled}
          onClick={() => run((chain) => chain.toggleBold())}
        />
        <FormatButton
          label={t('Italic')}
          icon="italic"
          active={active.italic}
          disabled={disabled}
          onClick={() => run((chain) => chain.toggleItalic())}
        />
        <FormatButton
          label={t('Bulleted list')}
          icon="list ul"
          active={active.bulletList}
          disabled={disabled}
          onClick={() => run((chain) => chain.toggleBulletList())}
        />
        <FormatButton
          label={t('Numbered list')}
          icon="list ol"
          active={active.orderedList}
          disabled={disabled}
          onClick={() => run((chain) => chain.toggleOrderedList())}
        />
        <FormatButton
          label={t('Link')}
          icon="linkify"
          active={active.link}
          expanded={linkFormOpen}
          controls={linkFormOpen ? linkFormId : undefined}
          disabled={disabled}
          onClick={() => setLinkFormOpen((open) => !open)}
        />
      </div>
      {linkFormOpen && !disabled && (
        <LinkForm
          id={linkFormId}
          initialHref={currentHref(editor)}
          onApply={(href) => {
            setLinkFormOpen(false);
            applyLink(editor, href);
          }}
          onRemove={
            active.link
              ? () => {
                  setLinkFormOpen(false);
                  removeLink(editor);
                }
              : undefined
          }
          onClose={closeLinkForm}
        />
      )}
    </div>
  );
};
