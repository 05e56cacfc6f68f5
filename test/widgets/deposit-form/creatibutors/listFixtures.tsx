import { screen, waitFor, within } from '@testing-library/react';
import type { FormCreatibutor } from '../../../../src/core/model';
import type { CreatibutorModalProps } from '../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorModal';
import { aCreator, someCreators } from '../../../factories/creator';

/** A creator in the form's shape (affiliations always a list). */
export const aFormCreator = (
  family_name: string,
  given_name: string,
  extra: Partial<FormCreatibutor> = {},
): FormCreatibutor => ({
  person_or_org: { type: 'personal', family_name, given_name },
  affiliations: [],
  ...extra,
});

/** `count` creators in the form's shape: 'Doe, Author 1' ... */
export const someFormCreators = (count: number): FormCreatibutor[] =>
  someCreators(count).map(({ person_or_org, affiliations = [] }) => ({
    person_or_org,
    affiliations,
  }));

/** Brown, Troy with ORCID and CERN, from the shared factory. */
export const troyBrown = (): FormCreatibutor => {
  const { person_or_org, affiliations = [] } = aCreator();
  return { person_or_org, affiliations };
};

/** The form values holding these creators/contributors (cast: the harness merges the rest). */
export const withMetadata = (metadata: {
  creators?: FormCreatibutor[];
  contributors?: FormCreatibutor[];
}) => ({ metadata: metadata as never });

/** Stands in for F2b's modal: its buttons save a fixed person or close. */
export const FakeCreatibutorModal = ({ kind, initial, onSave, onClose }: CreatibutorModalProps) => {
  const saved = aFormCreator('Saved', initial ? 'Edited' : 'New');
  return (
    <div role="dialog" aria-label={`${initial ? 'Edit' : 'Add'} ${kind}`}>
      <p>Editing: {initial?.person_or_org.family_name ?? 'nobody'}</p>
      <button type="button" onClick={() => onSave(saved, false)}>
        Fake save
      </button>
      <button type="button" onClick={() => onSave(saved, true)}>
        Fake save and add another
      </button>
      <button type="button" onClick={onClose}>
        Fake cancel
      </button>
    </div>
  );
};

/**
 * jsdom lays nothing out, so a virtualised list would see a 0-pixel box and show no row:
 * give the scroll box the height CSS gives it and every row 52 pixels. Restored by jest's
 * restoreMocks or by the returned function.
 */
export const stubListLayout = () => {
  const client = jest
    .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
    .mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('rdm-virtual-rows') ? 480 : 0;
    });
  const offset = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(52);
  return () => {
    client.mockRestore();
    offset.mockRestore();
  };
};

/**
 * Waits for a list's drag and drop, which loads after its rows have shown (and re-renders each
 * once): the HTML5 backend marks each row's handle draggable.
 */
export const rowDragLoaded = (list = 'Authors/Creators') =>
  waitFor(() => {
    const rows = within(screen.getByRole('list', { name: list })).getAllByRole('listitem');
    for (const row of rows) {
      expect(row.querySelector('.rdm-drag-handle')).toHaveAttribute('draggable', 'true');
    }
  });
