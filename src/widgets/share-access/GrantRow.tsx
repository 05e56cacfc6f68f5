import { useTranslation } from '../../ui/i18n/useTranslation';
import { Label } from 'semantic-ui-react';
import type { GrantPermission } from '../../core/model';
import type { PermissionOption } from '../../core/rules';
import { Button } from '../../ui/semantic/Button';
import { PermissionSelect } from './PermissionSelect';
import type { SubjectView } from '../../core/rules/shareSubjects';

export interface GrantRowProps {
  subject: SubjectView;
  /** The owner's row has no controls (docs/behaviour.md#sharing). */
  owner?: boolean;
  permission?: GrantPermission;
  options?: PermissionOption[];
  onSave?: (permission: GrantPermission, signal: AbortSignal) => Promise<unknown>;
  onError?: (error: unknown) => void;
  /** Absent: no Delete control (the user may not manage the record). */
  onDelete?: () => void;
  deleting?: boolean;
}

/** One person or group with access: who they are, their permission, and Delete. */
export const GrantRow = ({
  subject,
  owner = false,
  permission,
  options = [],
  onSave,
  onError,
  onDelete,
  deleting = false,
}: GrantRowProps) => {
  const { t } = useTranslation();
  return (
    <li className="item" data-state={owner ? 'owner' : 'grant'}>
      {/* The name is right beside it: the picture is decorative. Not semantic-ui-react's Image:
          it leaves out the `ui` class, and Fomantic's avatar size with it (100px pictures). */}
      {subject.avatar && <img className="ui avatar image" src={subject.avatar} alt="" />}
      <div className="content">
        <div className="header">
          {subject.name}
          {subject.isCurrentUser && ` ${t('(you)')}`}
        </div>
        {subject.affiliations && <div className="description">{subject.affiliations}</div>}
        {subject.username && <div className="meta">{subject.username}</div>}
        {!subject.username && subject.description && (
          <div className="meta">{subject.description}</div>
        )}
      </div>
      <div className="extra">
        {owner ? (
          <Label basic>{t('Owner')}</Label>
        ) : (
          <>
            {permission && onSave && (
              <PermissionSelect
                label={t('Permission of {{name}}', { name: subject.name })}
                value={permission}
                options={options}
                onSave={onSave}
                onError={onError}
                disabled={deleting}
              />
            )}
            {onDelete && (
              <Button
                type="button"
                basic
                icon="trash alternate"
                aria-label={t('Delete access of {{name}}', { name: subject.name })}
                loading={deleting}
                disabled={deleting}
                onClick={onDelete}
              />
            )}
          </>
        )}
      </div>
    </li>
  );
};
