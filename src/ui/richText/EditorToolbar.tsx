import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Icon, type SemanticICONS } from 'semantic-ui-react';
import type Squire from 'squire-rte';
import type { ActiveFormats } from './activeFormats';
import { LinkForm } from './LinkForm';
import { applyLink, hrefAt, removeLink } from './linkCommands';
import { toolbarArea } from './editorStyles';

export interface EditorToolbarProps {
  editor: Squire;
  /** The formats at the cursor, which the buttons show as pressed. */
  formats: ActiveFormats;
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
  /** 0 for the toolbar's one Tab stop, -1 for the others (reached with the arrow keys). */
  tabIndex: number;
  onFocus: () => void;
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
    // A click leaves focus, and so the selection it formats, in the text.
    onMouseDown={(event) => event.preventDefault()}
    {...rest}
  >
    <Icon name={icon} />
  </button>
);

/** The keys that move focus along the toolbar, and where each goes from `index` of `count`. */
const ARROW_TARGETS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Bold, italic, lists and links: one Tab stop (the last button used), the arrow keys, Home
 * and End between the buttons (the ARIA toolbar pattern), so Tab passes the toolbar in one
 * step on the way through the form.
 */
export const EditorToolbar = ({ editor, formats: active, disabled }: EditorToolbarProps) => {
  const { t } = useTranslation();
  const linkFormId = useId();
  // The selection a link is being made for, kept while the address field has focus.
  const [linkRange, setLinkRange] = useState<Range | null>(null);
  const linkFormOpen = linkRange !== null;
  // Each command works on the selection the text had when the button took focus, and hands
  // focus back to the text, as typing goes on there.
  const run = (command: (text: Squire) => Squire) => command(editor).focus();
  const [current, setCurrent] = useState(0);
  const stop = (index: number) => ({
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setCurrent(index),
  });

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = ARROW_TARGETS[event.key];
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const from = buttons.indexOf(event.target as HTMLButtonElement);
    if (!target || from < 0) return;
    event.preventDefault();
    buttons[target(from, buttons.length)]?.focus();
  };

  const closeLinkForm = () => {
    setLinkRange(null);
    editor.focus();
  };

  return (
    <div style={toolbarArea}>
      <div
        className="ui small basic buttons"
        role="toolbar"
        aria-label={t('Text formatting')}
        onKeyDown={moveFocus}
      >
        <FormatButton
          label={t('Bold')}
          {...stop(0)}
          icon="bold"
          active={active.bold}
          disabled={disabled}
          onClick={() => run((text) => (active.bold ? text.removeBold() : text.bold()))}
        />
        <FormatButton
          label={t('Italic')}
          {...stop(1)}
          icon="italic"
          active={active.italic}
          disabled={disabled}
          onClick={() => run((text) => (active.italic ? text.removeItalic() : text.italic()))}
        />
        <FormatButton
          label={t('Bulleted list')}
          {...stop(2)}
          icon="list ul"
          active={active.bulletList}
          disabled={disabled}
          onClick={() =>
            run((text) => (active.bulletList ? text.removeList() : text.makeUnorderedList()))
          }
        />
        <FormatButton
          label={t('Numbered list')}
          {...stop(3)}
          icon="list ol"
          active={active.orderedList}
          disabled={disabled}
          onClick={() =>
            run((text) => (active.orderedList ? text.removeList() : text.makeOrderedList()))
          }
        />
        <FormatButton
          label={t('Link')}
          {...stop(4)}
          icon="linkify"
          active={active.link}
          expanded={linkFormOpen}
          controls={linkFormOpen ? linkFormId : undefined}
          disabled={disabled}
          onClick={() => setLinkRange(linkFormOpen ? null : editor.getSelection().cloneRange())}
        />
      </div>
      {linkRange && !disabled && (
        <LinkForm
          id={linkFormId}
          initialHref={hrefAt(editor, linkRange)}
          onApply={(href) => {
            setLinkRange(null);
            applyLink(editor, linkRange, href);
          }}
          onRemove={
            active.link
              ? () => {
                  setLinkRange(null);
                  removeLink(editor, linkRange);
                }
              : undefined
          }
          onClose={closeLinkForm}
        />
      )}
    </div>
  );
};
