import type { EditorController } from '../../core/editor/types';
import type { EditorRecord } from '../../core/model';
import { useFormActions } from '../../ui/fields';
import { CommunityHeader, type CommunityHeaderProps } from '../community-header';

export type DraftCommunityHeaderProps = Omit<CommunityHeaderProps, 'onChange'> & {
  controller: EditorController;
};

/**
 * The community header inside the deposit form: a choice goes to the controller, which fits
 * the form's access to it (a restricted community makes the record restricted).
 */
export const DraftCommunityHeader = ({ controller, ...header }: DraftCommunityHeaderProps) => {
  const { getValues, setValues } = useFormActions();
  return (
    <CommunityHeader
      {...header}
      onChange={(chosen) => {
        const values = getValues() as EditorRecord;
        const fitted = controller.chooseCommunity(chosen, values);
        if (fitted !== values) setValues(fitted);
      }}
    />
  );
};
