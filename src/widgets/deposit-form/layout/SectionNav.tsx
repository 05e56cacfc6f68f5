import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import { Icon } from 'semantic-ui-react';
import {
  errorCountsBySection,
  sectionProgress,
  type SectionProgress,
} from '../../../core/rules/depositSections';
import { useFormErrors, useFormSelection } from '../../../ui/fields';
import { useDepositSections } from './DepositSections';

export interface SectionNavProps {
  /** The draft's files, counted by the uploader (the files section needs one). */
  fileCount: number;
}

const PROGRESS_TEXT: Record<SectionProgress, string> = {
  complete: 'Complete',
  missing: 'Required fields missing',
  optional: 'Optional',
};

const PROGRESS_ICON = {
  complete: 'check circle',
  missing: 'circle outline',
  optional: 'minus',
} as const;

/**
 * The form's sections with how far each has got; a link opens its section and goes there.
 * The progress is worked out on every change but re-renders the list only when it changes;
 * memoised, so the page rendering after a save skips it.
 */
export const SectionNav = memo(function SectionNav({ fileCount }: SectionNavProps) {
  const { t } = useTranslation();
  const { sections, elementId, showSection } = useDepositSections();
  const errors = useFormErrors();
  const errorCounts = useMemo(() => errorCountsBySection(sections, errors), [sections, errors]);
  const progressKey = useFormSelection(
    useCallback(
      (values: unknown) =>
        sections.map((section) => sectionProgress(section, { values, fileCount })).join(' '),
      [sections, fileCount],
    ),
  );
  const progress = progressKey.split(' ') as SectionProgress[];
  return (
    <nav aria-label={t('Form sections')} className="rdm-section-nav">
      <h2 className="ui small header">{t('Form sections')}</h2>
      <ol>
        {sections.map((section, index) => {
          const errorCount = errorCounts[section.id] ?? 0;
          const state = progress[index] ?? 'optional';
          return (
            <li key={section.id} data-progress={errorCount > 0 ? 'error' : state}>
              <a
                href={`#${elementId(section.id)}`}
                onClick={(event) => {
                  event.preventDefault();
                  showSection(section.id);
                }}
              >
                {errorCount > 0 ? (
                  <Icon name="warning circle" color="red" aria-hidden="true" />
                ) : (
                  <Icon name={PROGRESS_ICON[state]} aria-hidden="true" />
                )}
                {t(section.title)}
                <span className="rdm-section-nav-state">
                  {errorCount > 0
                    ? t('{{count}} errors', { count: errorCount })
                    : t(PROGRESS_TEXT[state])}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
