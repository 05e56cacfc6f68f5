import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { NewAccessRequest } from '../../core/model';
import type { AccessRequestFormValues } from '../../core/validation/accessRequestSchema';
import { useLoadedPart } from '../../ui/hooks/useLoadedPart';
import { Button } from '../../ui/semantic/Button';
import { Checkbox } from '../../ui/semantic/Checkbox';
import { accessRequestChecks } from './accessRequestChecks';
import { ConditionsField } from './ConditionsField';
import { FailureMessage } from './FailureMessage';
import {
  EMPTY_FORM,
  formFields,
  placeFieldErrors,
  toNewAccessRequest,
  type FieldErrors,
  type FormField,
} from './formValues';
import { RequestTextField } from './RequestTextField';
import type { RequestAccessVisitor } from './types';
import type { ShownFailure } from './useRequestSubmission';

export interface RequestFormProps {
  /** null: a guest, who gives a name and an address. */
  visitor: RequestAccessVisitor | null;
  /** The record's title, to say what the request is for. */
  title?: string;
  /** The owner's conditions (HTML), or null when there are none to accept. */
  conditions: string | null;
  sending: boolean;
  /** The last refusal, kept until the next send. */
  failure: ShownFailure | null;
  onSend: (request: NewAccessRequest) => void;
}

/**
 * The request form (docs/widgets.md#request-access). A field shows its error once it was left,
 * and every field once a send was tried; from then on, errors follow each change. What is typed
 * stays through a refusal.
 */
export const RequestForm = ({
  visitor,
  title,
  conditions,
  sending,
  failure,
  onSend,
}: RequestFormProps) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AccessRequestFormValues>(EMPTY_FORM);
  const [checked, setChecked] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<FormField>>(new Set());
  // A server error shows at its field while the field holds what was sent.
  const [lastSent, setLastSent] = useState<AccessRequestFormValues | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  // The checks load once the form shows: no error shows before a field is left or a send.
  const loadedChecks = useLoadedPart(accessRequestChecks, true);
  // A send that waited for them renders their errors at once, with its focus request, not
  // after the hook's transition.
  const checksOf = loadedChecks.Part ?? accessRequestChecks.loaded();

  const guest = visitor === null;
  const shape = { guest, conditions: conditions !== null };
  // Once per refusal, so that focus moves once.
  const { placed, unplaced } = useMemo(
    () =>
      placeFieldErrors(
        failure?.kind === 'failed' ? failure.fieldErrors : [],
        formFields(guest, shape.conditions),
      ),
    [failure, guest, shape.conditions],
  );
  const clientErrors: FieldErrors = checksOf?.(values, shape) ?? {};
  const errorOf = (field: FormField) =>
    (checked || left.has(field) ? clientErrors[field] : undefined) ??
    (lastSent?.[field] === values[field] ? placed[field] : undefined);
  const leave = (field: FormField) =>
    setLeft((current) => (current.has(field) ? current : new Set(current).add(field)));
  const idOf = (field: FormField) => `${idPrefix}-${field}`;
  const change = (changes: Partial<AccessRequestFormValues>) =>
    setValues((current) => ({ ...current, ...changes }));

  // After a check or a refusal, the first field in error takes focus.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests, placed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setChecked(true);
    // Checks that could not load are the server's to make: it answers each field's error.
    const checks = checksOf ?? (await loadedChecks.load().catch(() => undefined));
    if (checks && Object.keys(checks(values, shape)).length > 0) {
      setFocusRequests((count) => count + 1);
      return;
    }
    setLastSent(values);
    onSend(toNewAccessRequest(values, visitor));
  };

  return (
    // `initial`: Fomantic paints every :invalid input red, an empty required one before anything
    // was typed; the fields' own error class paints them once they are checked.
    <form
      ref={form}
      className="ui form initial"
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
    >
      <h2 id={headingId} className="ui header">
        {t('Request access')}
      </h2>
      <p>
        {title
          ? t('Ask the owner of “{{title}}” for access.', { title })
          : t('Ask the owner of this record for access.')}
      </p>
      {guest && (
        <>
          <RequestTextField
            id={idOf('full_name')}
            label={t('Full name')}
            required
            autoComplete="name"
            value={values.full_name}
            onChange={(full_name) => change({ full_name })}
            onLeave={() => leave('full_name')}
            error={errorOf('full_name')}
          />
          <RequestTextField
            id={idOf('email')}
            label={t('E-mail address')}
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={(email) => change({ email })}
            onLeave={() => leave('email')}
            error={errorOf('email')}
          />
        </>
      )}
      <RequestTextField
        id={idOf('message')}
        label={t('Message to the owner')}
        multiline
        value={values.message}
        onChange={(message) => change({ message })}
        onLeave={() => leave('message')}
        error={errorOf('message')}
      />
      {conditions !== null && (
        <ConditionsField
          id={idOf('accept_conditions')}
          html={conditions}
          accepted={values.accept_conditions}
          onChange={(accept_conditions) => change({ accept_conditions })}
          error={errorOf('accept_conditions')}
        />
      )}
      <div className="field">
        <Checkbox
          id={idOf('consent_to_share_personal_data')}
          label={t('Share my name and e-mail address with the owner of this record')}
          checked={values.consent_to_share_personal_data}
          onChange={(_event, data) => change({ consent_to_share_personal_data: data.checked })}
        />
      </div>
      <div aria-live="polite">
        {failure && <FailureMessage failure={failure} unplaced={unplaced} />}
      </div>
      {/* aria-disabled, not disabled: the button keeps focus while the request is on its way. */}
      <Button
        type="submit"
        icon="paper plane"
        content={t('Send')}
        loading={sending}
        aria-disabled={sending || undefined}
        aria-busy={sending || undefined}
      />
    </form>
  );
};
