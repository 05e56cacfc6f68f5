import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FormCreatibutor } from '../../../../src/core/model';
import { createI18n } from '../../../../src/ui/i18n/createI18n';
import {
  CreatibutorModal,
  type CreatibutorModalProps,
} from '../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorModal';

export type ModalOptions = Partial<Omit<CreatibutorModalProps, 'onSave' | 'onClose'>> & {
  fakeTimers?: boolean;
  /** Start with the modal closed: the test opens it with the 'Open' button. */
  closed?: boolean;
};

/** One call of onSave: what the list would receive. */
export interface SaveCall {
  value: FormCreatibutor;
  addAnother: boolean;
}

/**
 * An 'Open' button that mounts the modal (as the list does), closing it on Cancel, Escape or
 * a plain Save; answers what onSave received.
 */
export const renderModal = ({
  fakeTimers,
  closed = false,
  kind = 'creators',
  ...props
}: ModalOptions = {}) => {
  const saved: SaveCall[] = [];
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const Opener = () => {
    const [open, setOpen] = useState(!closed);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        {open && (
          <CreatibutorModal
            kind={kind}
            {...props}
            onSave={(value, addAnother) => {
              saved.push({ value, addAnother });
              if (!addAnother) setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        )}
      </>
    );
  };
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <Opener />
    </I18nextProvider>,
  );
  /** What onSave received once it was called `count` times (the validation is asynchronous). */
  const savedAfter = async (count = 1) => {
    await waitFor(() => expect(saved).toHaveLength(count));
    return saved;
  };
  return { ...view, user, saved, savedAfter };
};

export const dialog = () => screen.getByRole('dialog');
