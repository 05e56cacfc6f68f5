import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import { Icon } from 'semantic-ui-react';
import { errorCountsBySection } from '../../../core/rules/depositSections';
import { useFormErrors } from '../../../ui/fields';
import { Overridable, type OverrideId } from '../../../ui/overrides';
import { FieldGroupForm } from '../fields/FieldGroupForm';
import { useDepositSections } from './DepositSections';

export interface DepositSectionProps {
  /** One of the sections the provider knows. */
  id: string;
  /** Already translated. */
  title: string;
  children: ReactNode;
  /** The fields go in a form of their own (see FieldGroupForm); the uploader brings its own. */
  fieldForm?: boolean;
}

// Until a section has been shown once, it is taken to be 600 px high.
const offScreenSkipped = { contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' } as const;
// What the others have while shown, so that all are drawn alike.
const alwaysShown = { contain: 'layout style paint' } as const;

/**
 * The first section is in or near the first screen at every width, so skipping it would save
 * nothing; and it is laid out at its true height, not the guess, which places the next one. A
 * draft's files took 926 px on a phone: guessed at 600, they put Basic information within the
 * browser's reach below the screen, which laid all of it out once, then skipped it.
 */
const containment = (first: boolean) => (first ? alwaysShown : offScreenSkipped);

/** How many of this section's fields the last check found wrong; 0 while none. */
export const useSectionErrorCount = (id: string): number => {
  const { sections } = useDepositSections();
  const errors = useFormErrors();
  return useMemo(() => errorCountsBySection(sections, errors)[id] ?? 0, [sections, errors, id]);
};

/**
 * A titled part of the deposit form that the user can fold away; its heading says how many
 * errors it holds. Folded fields stay mounted, so nothing typed in them is lost. The browser
 * skips laying out and painting a section but the first while it is off screen (it stays in
 * the accessibility tree and in find-in-page), so a keystroke repaints only what is in view.
 * A host's own sections use it too (`deposit-form.sections.extra`).
 */
export const FoldingSection = ({ id, title, children, fieldForm = true }: DepositSectionProps) => {
  const { t } = useTranslation();
  const { sections, isOpen, setOpen, elementId } = useDepositSections();
  const errorCount = useSectionErrorCount(id);
  const open = isOpen(id);
  const element = elementId(id);
  return (
    <section
      id={element}
      aria-label={title}
      className="rdm-field-section"
      style={containment(sections[0]?.id === id)}
      data-section={id}
    >
      <h2 className="ui dividing header rdm-field-section-header">
        <button
          type="button"
          id={`${element}-toggle`}
          className="rdm-field-section-toggle"
          aria-expanded={open}
          aria-controls={`${element}-body`}
          onClick={() => setOpen(id, !open)}
        >
          <Icon name={open ? 'caret down' : 'caret right'} aria-hidden="true" />
          {title}
          {errorCount > 0 && (
            // Fomantic's label by class: semantic-ui-react's Label brings Image, Dimmer and Portal.
            <span className="ui red small label rdm-error-count">
              {t('{{count}} errors', { count: errorCount })}
            </span>
          )}
        </button>
      </h2>
      <div id={`${element}-body`} hidden={!open}>
        {fieldForm ? <FieldGroupForm>{children}</FieldGroupForm> : children}
      </div>
    </section>
  );
};

/** A section of the deposit form, which a host may replace, wrap or hide by its id. */
export const DepositSection = (props: DepositSectionProps) => (
  <Overridable
    {...props}
    overrideId={`deposit-form.section.${props.id}` as OverrideId}
    Default={FoldingSection}
  />
);
