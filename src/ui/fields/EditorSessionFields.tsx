import { useMemo, type ReactNode } from 'react';
import type { EditorSession } from '../../core/editor/session';
import type { EditorRecord } from '../../core/model';
import type { ErrorMap } from '../../core/serializer/serverErrors';
import { FormSlicesContext } from './formSlices';
import type { FormSlices } from './formSlicesStore';

/**
 * The deposit form's fields read and write its editor session: a keystroke reaches the
 * readers of that value at once and the readers of the whole form once typing pauses, so it
 * re-renders the edited field alone, with ten fields or ten thousand.
 */
export const EditorSessionFields = ({
  session,
  children,
}: {
  session: EditorSession;
  children: ReactNode;
}) => {
  const slices = useMemo<FormSlices>(
    () => ({
      store: session,
      subscribeToPath: session.subscribeToPath,
      actions: {
        getValues: session.getValues,
        setFieldValue: session.setFieldValue,
        setValues: (values) => session.setValues(values as EditorRecord),
        setErrors: (errors) => session.setErrors(errors as ErrorMap),
        updateForm: (update) => session.updateForm((form) => update(form) as typeof form),
      },
    }),
    [session],
  );
  return <FormSlicesContext.Provider value={slices}>{children}</FormSlicesContext.Provider>;
};
