import { Formik } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { VocabulariesApi } from '../../../../core/api';
import type {
  FormCreatibutor,
  FormVocabularies,
  NamesAutocompleteMode,
} from '../../../../core/model';
import { DEFAULT_NAMES_AUTOCOMPLETE_MODE, creatorName } from '../../../../core/rules';
import { FormSlicesProvider, isOpenCombobox } from '../../../../ui/fields';
import { Modal } from '../../../../ui/semantic/Modal';
import { visuallyHidden } from '../../../../ui/visuallyHidden';
import { CreatibutorModalActions } from './CreatibutorModalActions';
import { CreatibutorModalFields } from './CreatibutorModalFields';
import { creatibutorSchema } from './creatibutorFormSchema';
import {
  emptyCreatibutorValues,
  toCreatibutorValues,
  toFormCreatibutor,
  type CreatibutorFormValues,
  type CreatibutorKind,
} from './creatibutorFormValues';
import { useCoauthors } from './useCoauthors';

export interface CreatibutorModalProps {
  kind: CreatibutorKind;
  /** The creator being edited; none to add one. */
  initial?: FormCreatibutor;
  vocabularies?: FormVocabularies;
  vocabulariesApi?: VocabulariesApi;
  /** How the names search is offered (docs/editor-config.md#deposit-form); default 'search'. */
  autocompleteNames?: NamesAutocompleteMode;
  /** Suggests the people of the user's earlier records in the names search (default true). */
  coauthorSuggestions?: boolean;
  /** `addAnother`: the modal stays open, emptied, for the next one; otherwise the caller closes it. */
  onSave: (value: FormCreatibutor, addAnother: boolean) => void;
  onClose: () => void;
}

const TITLES: Record<CreatibutorKind, { add: string; edit: string }> = {
  creators: { add: 'Add author', edit: 'Edit author' },
  contributors: { add: 'Add contributor', edit: 'Edit contributor' },
};

/**
 * The add/edit dialog of a creator or contributor, with its own small form validated on submit
 * (docs/behaviour.md#validation). Mount it only while open: the Modal takes focus in on mount
 * and gives it back to the opener on unmount.
 */
export const CreatibutorModal = ({
  kind,
  initial,
  vocabularies,
  vocabulariesApi,
  autocompleteNames = DEFAULT_NAMES_AUTOCOMPLETE_MODE,
  coauthorSuggestions = true,
  onSave,
  onClose,
}: CreatibutorModalProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const schema = useMemo(() => creatibutorSchema(kind), [kind]);
  const initialValues = useMemo(() => toCreatibutorValues(initial), [initial]);
  const addAnother = useRef(false);
  const [lastAdded, setLastAdded] = useState({ count: 0, name: '' });
  const content = useRef<HTMLDivElement>(null);
  // Read once for the modal's life: 'Save and add another' starts a new round, not a new read.
  const findCoauthors = useCoauthors(
    vocabulariesApi,
    coauthorSuggestions && autocompleteNames !== 'off',
  );

  // After 'Save and add another' the emptied form starts again at its first text box.
  useEffect(() => {
    if (lastAdded.count > 0) {
      content.current?.querySelector<HTMLElement>('input:not([type="radio"])')?.focus();
    }
  }, [lastAdded.count]);

  const submit = (
    values: CreatibutorFormValues,
    reset: (values: CreatibutorFormValues) => void,
  ) => {
    const value = toFormCreatibutor(values);
    if (!addAnother.current) {
      onSave(value, false);
      return;
    }
    addAnother.current = false;
    onSave(value, true);
    reset(emptyCreatibutorValues());
    setLastAdded(({ count }) => ({ count: count + 1, name: creatorName(value) }));
  };

  return (
    <Formik<CreatibutorFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={(values, { resetForm }) => submit(values, (next) => resetForm({ values: next }))}
    >
      {({ handleSubmit, submitForm }) => (
        <FormSlicesProvider>
          <Modal
            open
            size="small"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            // A stray click outside must not throw away what was typed; Escape and Cancel still close.
            closeOnDimmerClick={false}
            onClose={(event: { target: unknown }) => {
              // Escape in the names or affiliations box with its suggestions open closes those only.
              if (!isOpenCombobox(event.target)) onClose();
            }}
            onSubmit={(event) => {
              // The modal sits inside the deposit form in React's tree: keep its submit here.
              event.stopPropagation();
              addAnother.current = false;
              handleSubmit(event);
            }}
          >
            <Modal.Header id={titleId}>
              {t(initial ? TITLES[kind].edit : TITLES[kind].add)}
            </Modal.Header>
            <Modal.Content className="ui form">
              <div ref={content}>
                <CreatibutorModalFields
                  // A new round after 'Save and add another': searches and choices start afresh.
                  key={lastAdded.count}
                  kind={kind}
                  vocabularies={vocabularies}
                  vocabulariesApi={vocabulariesApi}
                  autocompleteNames={autocompleteNames}
                  editing={initial !== undefined}
                  findCoauthors={findCoauthors}
                />
              </div>
              <div aria-live="polite" style={visuallyHidden}>
                {lastAdded.count > 0 && t('{{name}} added.', { name: lastAdded.name })}
              </div>
            </Modal.Content>
            <CreatibutorModalActions
              adding={initial === undefined}
              addedCount={lastAdded.count}
              onCancel={onClose}
              onSaveAndAddAnother={() => {
                addAnother.current = true;
                void submitForm();
              }}
            />
          </Modal>
        </FormSlicesProvider>
      )}
    </Formik>
  );
};
