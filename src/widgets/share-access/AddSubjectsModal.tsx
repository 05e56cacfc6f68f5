import { useId, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { AccessApi } from '../../core/api';
import type {
  ExpandedSubject,
  Grant,
  GrantPermission,
  GrantSubjectType,
  SharedRecord,
} from '../../core/model';
import { grantPermissionOptions, isCancelled } from '../../core/rules';
import { isOpenCombobox } from '../../ui/fields';
import { RichTextEditor } from '../../ui/richText/RichTextEditor';
import { Button } from '../../ui/semantic/Button';
import { Checkbox } from '../../ui/semantic/Checkbox';
import { Form } from '../../ui/semantic/Form';
import { Modal } from '../../ui/semantic/Modal';
import { SelectedSubjects } from './SelectedSubjects';
import { SharingError } from './SharingError';
import { SubjectSearch } from './SubjectSearch';
import { useUnmountSignal } from '../../ui/hooks/useUnmountSignal';

export interface AddSubjectsModalProps {
  kind: GrantSubjectType;
  record: SharedRecord;
  accessApi: AccessApi;
  /** The owner and those already granted: never suggested. */
  excludedIds: readonly string[];
  /** The grants were created; the parent closes this and reloads its list. */
  onAdded: () => void;
  onClose: () => void;
}

/**
 * Add people / Add groups (docs/behaviour.md#sharing): pick subjects, one permission for all,
 * optionally notify them with a message, then one POST creates every grant. Mounted only while
 * open.
 */
export const AddSubjectsModal = ({
  kind,
  record,
  accessApi,
  excludedIds,
  onAdded,
  onClose,
}: AddSubjectsModalProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const idPrefix = useId();
  const unmountSignal = useUnmountSignal();
  const options = grantPermissionOptions(record.is_published);
  const [selected, setSelected] = useState<ExpandedSubject[]>([]);
  const [permission, setPermission] = useState<GrantPermission>(options[0]?.value ?? 'preview');
  const [notify, setNotify] = useState(false);
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const people = kind === 'user';

  const add = async () => {
    const signal = unmountSignal();
    const grants: Grant[] = selected.map((subject) => ({
      subject: { type: kind, id: String(subject.id) },
      permission,
      ...(notify ? { notify: true, ...(message ? { message } : {}) } : {}),
    }));
    setSaving(true);
    setError(null);
    try {
      await accessApi.createGrants(record, grants, { signal });
      onAdded();
    } catch (failure) {
      if (signal.aborted || isCancelled(failure)) return;
      setError(failure);
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      size="small"
      onClose={(event: { target: unknown }) => {
        // Escape in the search box with its suggestions open closes those only.
        if (!isOpenCombobox(event.target)) onClose();
      }}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <Modal.Header as="h3" id={titleId}>
        {people ? t('Add people') : t('Add groups')}
      </Modal.Header>
      <Modal.Content>
        <Form onSubmit={() => undefined}>
          <SubjectSearch
            kind={kind}
            accessApi={accessApi}
            excludedIds={[...excludedIds, ...selected.map((subject) => String(subject.id))]}
            onPick={(subject) => setSelected((current) => [...current, subject])}
          />
          {people && (
            <p className="ui small text">{t('Only users with a public profile can be invited.')}</p>
          )}
          <SelectedSubjects
            subjects={selected}
            onRemove={(id) =>
              setSelected((current) => current.filter((subject) => String(subject.id) !== id))
            }
          />
          <div className="field">
            <label htmlFor={`${idPrefix}-access`}>{t('Access')}</label>
            <select
              id={`${idPrefix}-access`}
              className="ui selection dropdown"
              value={permission}
              onChange={(event) => setPermission(event.target.value as GrantPermission)}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {`${t(option.label)}: ${t(option.description)}`}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <Checkbox
              id={`${idPrefix}-notify`}
              label={t('Notify people')}
              checked={notify}
              onChange={(_event, data) => setNotify(Boolean(data.checked))}
            />
          </div>
          {/* RichTextEditor is a labelled field of its own. */}
          {notify && (
            <RichTextEditor
              id={`${idPrefix}-message`}
              label={t('Message')}
              value={message}
              onChange={setMessage}
            />
          )}
        </Form>
        <SharingError error={error} />
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" basic onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button
          type="button"
          primary
          disabled={selected.length === 0 || saving}
          loading={saving}
          onClick={() => void add()}
        >
          {t('Add')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
};
