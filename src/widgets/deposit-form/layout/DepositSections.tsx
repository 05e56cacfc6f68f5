import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { sectionOfPath, type DepositSection } from '../../../core/rules/depositSections';
import { focusField } from './focusField';

export interface DepositSectionsControl {
  sections: readonly DepositSection[];
  isOpen: (id: string) => boolean;
  setOpen: (id: string, open: boolean) => void;
  /** The section's element id, unique on the page. */
  elementId: (id: string) => string;
  /** Opens the section that edits `path`, then scrolls to the field and focuses it. */
  revealField: (path: string) => void;
  /** Opens a section and puts focus on its heading. */
  showSection: (id: string) => void;
}

const DepositSectionsContext = createContext<DepositSectionsControl | null>(null);

/** Frames to wait for a field to appear: the later sections render once the page is idle. */
const REVEAL_ATTEMPTS = 60;

export interface DepositSectionsProviderProps {
  sections: readonly DepositSection[];
  /** Where the form's fields are looked for. */
  root: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * Owns which sections of the deposit form are open (all, until the user collapses one), and
 * takes the user to a section or to a field, opening what hides it.
 */
export const DepositSectionsProvider = ({
  sections,
  root,
  children,
}: DepositSectionsProviderProps) => {
  const prefix = useId();
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const setOpen = useCallback((id: string, open: boolean) => {
    setClosed((before) => {
      if (before.has(id) !== open) return before;
      const after = new Set(before);
      if (open) after.delete(id);
      else after.add(id);
      return after;
    });
  }, []);
  const elementId = useCallback((id: string) => `${prefix}-section-${id}`, [prefix]);

  const showSection = useCallback(
    (id: string) => {
      setOpen(id, true);
      requestAnimationFrame(() => {
        const heading = document.getElementById(`${elementId(id)}-toggle`);
        heading?.scrollIntoView?.({ block: 'start' });
        heading?.focus({ preventScroll: true });
      });
    },
    [elementId, setOpen],
  );

  const revealField = useCallback(
    (path: string) => {
      const section = sectionOfPath(sections, path);
      if (section) setOpen(section.id, true);
      let attempts = 0;
      const attempt = () => {
        const form = root.current;
        if (!form || focusField(form, path)) return;
        attempts += 1;
        if (attempts < REVEAL_ATTEMPTS) requestAnimationFrame(attempt);
        else if (section) showSection(section.id);
      };
      requestAnimationFrame(attempt);
    },
    [root, sections, setOpen, showSection],
  );

  const control = useMemo<DepositSectionsControl>(
    () => ({
      sections,
      isOpen: (id) => !closed.has(id),
      setOpen,
      elementId,
      revealField,
      showSection,
    }),
    [sections, closed, setOpen, elementId, revealField, showSection],
  );
  return (
    <DepositSectionsContext.Provider value={control}>{children}</DepositSectionsContext.Provider>
  );
};

/** The sections of the deposit form around the caller. */
export const useDepositSections = (): DepositSectionsControl => {
  const control = useContext(DepositSectionsContext);
  if (!control)
    throw new Error('deposit sections must be rendered inside a DepositSectionsProvider');
  return control;
};
