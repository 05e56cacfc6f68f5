import { render } from '@testing-library/react';
import { useLeaveWarning } from '../../../../src/ui/hooks/useLeaveWarning';
import {
  useDirtyLeaveWarning,
  type DirtyLeaveWarningOptions,
} from '../../../../src/widgets/deposit-form/unsaved/useDirtyLeaveWarning';
import { localChanges } from '../../../../src/core/editor/mergeDraft';
import type { EditorRecord } from '../../../../src/core/model';
import { anEditorRecord } from '../../../factories/editorRecord';

const leavePage = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

const LeaveWarning = ({ active }: { active: boolean }) => {
  useLeaveWarning(active);
  return null;
};

/** The form's values and the saved record as props; the hook asks when the page is left. */
const DirtyLeaveWarning = ({
  values,
  record,
  ...options
}: Omit<DirtyLeaveWarningOptions, 'hasChanges'> & {
  values: EditorRecord;
  record: EditorRecord;
}) => {
  useDirtyLeaveWarning({ ...options, hasChanges: () => localChanges(record, values).length > 0 });
  return null;
};

const saved = anEditorRecord({ metadata: { title: 'Soil samples' } });
const typed = anEditorRecord({ metadata: { title: 'Soil samples, 2025' } });

describe('useLeaveWarning', () => {
  it('asks the browser to confirm leaving only while active', () => {
    const { rerender, unmount } = render(<LeaveWarning active={false} />);
    expect(leavePage().defaultPrevented).toBe(false);
    rerender(<LeaveWarning active />);
    expect(leavePage().defaultPrevented).toBe(true);
    rerender(<LeaveWarning active={false} />);
    expect(leavePage().defaultPrevented).toBe(false);
    rerender(<LeaveWarning active />);
    unmount();
    expect(leavePage().defaultPrevented).toBe(false);
  });
});

describe('useDirtyLeaveWarning', () => {
  it('warns while the values differ from the saved record', () => {
    const { rerender } = render(<DirtyLeaveWarning values={{ ...saved }} record={saved} />);
    expect(leavePage().defaultPrevented).toBe(false);
    rerender(<DirtyLeaveWarning values={typed} record={saved} />);
    expect(leavePage().defaultPrevented).toBe(true);
    // Saved: the record caught up with the values.
    rerender(<DirtyLeaveWarning values={typed} record={typed} />);
    expect(leavePage().defaultPrevented).toBe(false);
  });

  it('warns while files upload, even when the values are saved', () => {
    render(<DirtyLeaveWarning values={saved} record={saved} uploading />);
    expect(leavePage().defaultPrevented).toBe(true);
  });

  it('stays quiet while the form itself leaves the page', () => {
    render(<DirtyLeaveWarning values={typed} record={saved} uploading leaving />);
    expect(leavePage().defaultPrevented).toBe(false);
  });
});
