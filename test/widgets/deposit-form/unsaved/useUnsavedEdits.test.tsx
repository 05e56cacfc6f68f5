import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import {
  createUnsavedEditsStore,
  NEW_DRAFT_KEY,
  type KeyValueStorage,
  type UnsavedEditsStore,
} from '../../../../src/core/editor/unsavedEdits';
import {
  createEditorSession,
  SETTLE_AFTER_MS,
  type EditorSession,
} from '../../../../src/core/editor/session';
import type { EditorRecord } from '../../../../src/core/model';
import { EditorSessionFields, TextField } from '../../../../src/ui/fields';
import { createI18n } from '../../../../src/ui/i18n/createI18n';
import { useSavedRecord } from '../../../../src/widgets/deposit-form/savedRecord';
import { RestorePrompt } from '../../../../src/widgets/deposit-form/unsaved/RestorePrompt';
import { useUnsavedEdits } from '../../../../src/widgets/deposit-form/unsaved/useUnsavedEdits';
import { anEditorRecord } from '../../../factories/editorRecord';
import { createFakeEditorController } from '../../../support/depositForm/fakeEditorController';

const DRAFT = 'abc12-3de45';
const saved = anEditorRecord({ metadata: { title: 'Soil samples' } });
const withTitle = (record: EditorRecord, title: string): EditorRecord => ({
  ...record,
  metadata: { ...record.metadata, title },
});

interface FormProps {
  store: UnsavedEditsStore;
  session: EditorSession;
  draftKey: string;
}

/** A stand-in for the deposit form: one field over the editor session, and the prompt. */
const Form = ({ store, session, draftKey }: FormProps) => {
  const record = useSavedRecord(session.controller);
  const { offer, restore, discard } = useUnsavedEdits({ session, draftKey, record, store });
  return (
    <EditorSessionFields session={session}>
      {offer && (
        <RestorePrompt
          savedAt={offer.savedAt}
          values={offer.values}
          onRestore={restore}
          onDiscard={discard}
        />
      )}
      <div className="ui form">
        <TextField name="metadata.title" label="Title" />
      </div>
    </EditorSessionFields>
  );
};

/** localStorage as the browser keeps it across reloads: one Map for every render. */
const aBrowser = () => {
  const items = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  const store = createUnsavedEditsStore({ storage });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  /** Opens the form on a saved draft; `answer` stands for the server answering a save. */
  const open = (record: EditorRecord = saved, draftKey = DRAFT) => {
    const controller = createFakeEditorController({ record });
    const session = createEditorSession({ controller });
    const element = (key: string) => (
      <I18nextProvider i18n={createI18n()}>
        <Form store={store} session={session} draftKey={key} />
      </I18nextProvider>
    );
    const view = render(element(draftKey));
    const answer = ({
      record: next,
      draftKey: key = draftKey,
    }: {
      record: EditorRecord;
      draftKey?: string;
    }) => {
      act(() => controller.setState({ record: next }));
      view.rerender(element(key));
    };
    return { ...view, answer };
  };
  return { items, store, user, open };
};

const titleField = () => screen.getByRole('textbox', { name: 'Title' });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(Date.UTC(2026, 10, 22, 12, 0)) });
});

afterEach(() => {
  jest.useRealTimers();
  // Back to the document's own getter after a test hid the tab.
  delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
});

describe('useUnsavedEdits', () => {
  it('writes the values once typing pauses', async () => {
    const { store, user, open } = aBrowser();
    open();
    await user.type(titleField(), ', 2025');
    await wait(SETTLE_AFTER_MS - 100);
    await user.type(titleField(), '!');
    await wait(SETTLE_AFTER_MS - 1);
    expect(store.load(DRAFT)).toBeUndefined();
    await wait(1);
    expect(store.load(DRAFT)?.values.metadata.title).toBe('Soil samples, 2025!');
    // Only what changed is kept: the copy stays small however large the record.
    expect(store.load(DRAFT)?.values).toEqual({ metadata: { title: 'Soil samples, 2025!' } });
  });

  it.each([
    ['the page is hidden', () => fireEvent(window, new Event('pagehide'))],
    [
      'the tab is hidden',
      () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        fireEvent(document, new Event('visibilitychange'));
      },
    ],
  ])('writes at once when %s', async (_, hide) => {
    const { store, user, open } = aBrowser();
    open();
    await user.type(titleField(), ' II');
    act(hide);
    expect(store.load(DRAFT)?.values.metadata.title).toBe('Soil samples II');
  });

  it('writes at once when the form unmounts', async () => {
    const { store, user, open } = aBrowser();
    const { unmount } = open();
    await user.type(titleField(), ' II');
    unmount();
    expect(store.load(DRAFT)?.values.metadata.title).toBe('Soil samples II');
  });

  it('clears the copy after a successful save', async () => {
    const { items, user, open } = aBrowser();
    const { answer } = open();
    await user.type(titleField(), ' II');
    await wait(SETTLE_AFTER_MS);
    expect(items.size).toBe(1);
    answer({ record: withTitle(saved, 'Soil samples II') });
    expect(items.size).toBe(0);
    await wait(SETTLE_AFTER_MS);
    expect(items.size).toBe(0);
  });

  it('keeps the copy and the typed values after a failed save', async () => {
    const { store, user, open } = aBrowser();
    const { answer } = open();
    await user.type(titleField(), ' II');
    answer({ record: saved });
    await wait(SETTLE_AFTER_MS);
    expect(titleField()).toHaveValue('Soil samples II');
    expect(store.load(DRAFT)?.values.metadata.title).toBe('Soil samples II');
  });

  it('clears the copy once typing pauses on the saved values again', async () => {
    const { items, user, open } = aBrowser();
    open();
    await user.type(titleField(), 'X');
    await wait(SETTLE_AFTER_MS);
    await user.type(titleField(), '{Backspace}');
    // Compared after the pause, as writes are: not on each keystroke.
    await wait(SETTLE_AFTER_MS - 1);
    expect(items.size).toBe(1);
    await wait(1);
    expect(items.size).toBe(0);
  });

  it('clears the copy at once when the page is left on the saved values', async () => {
    const { items, user, open } = aBrowser();
    open();
    await user.type(titleField(), 'X');
    await wait(SETTLE_AFTER_MS);
    await user.type(titleField(), '{Backspace}');
    fireEvent(window, new Event('pagehide'));
    expect(items.size).toBe(0);
  });

  it('offers the copy back after a reload, and Restore puts the values back', async () => {
    const { store, user, open } = aBrowser();
    const first = open();
    await user.type(titleField(), ', 2025');
    await wait(SETTLE_AFTER_MS);
    first.unmount();

    open();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Restore unsaved changes from Nov 22, 2026/,
    );
    expect(titleField()).toHaveValue('Soil samples');
    await wait(5_000);
    expect(store.load(DRAFT)?.values.metadata.title).toBe('Soil samples, 2025');

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(titleField()).toHaveValue('Soil samples, 2025');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Restored values are still unsaved: they stay kept.
    await wait(SETTLE_AFTER_MS);
    expect(store.load(DRAFT)?.values.metadata.title).toBe('Soil samples, 2025');
  });

  it('forgets the copy on Discard', async () => {
    const { items, user, open } = aBrowser();
    const first = open();
    await user.type(titleField(), ', 2025');
    first.unmount();

    const second = open();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(titleField()).toHaveValue('Soil samples');
    expect(items.size).toBe(0);
    second.unmount();

    open();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers nothing for another draft', async () => {
    const { user, open } = aBrowser();
    const first = open();
    await user.type(titleField(), ', 2025');
    first.unmount();
    open(anEditorRecord({ metadata: { title: 'Lake sediments' } }), 'fgh67-8ij90');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not offer, and removes, a copy equal to the saved record', () => {
    const { items, store, open } = aBrowser();
    store.save(DRAFT, withTitle(saved, 'Soil samples II'), ['metadata.title']);
    open(withTitle(saved, 'Soil samples II'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(items.size).toBe(0);
  });

  it("moves a new draft's copy to its id when the first save answers", async () => {
    const { store, user, open } = aBrowser();
    const { answer } = open(anEditorRecord(), NEW_DRAFT_KEY);
    await user.type(titleField(), 'Soil');
    await wait(SETTLE_AFTER_MS);
    expect(store.load(NEW_DRAFT_KEY)?.values.metadata.title).toBe('Soil');
    // Saved with the title 'Soil', and typed on while the save ran.
    await user.type(titleField(), ' samples');
    answer({ draftKey: DRAFT, record: withTitle(anEditorRecord(), 'Soil') });
    await wait(SETTLE_AFTER_MS);
    expect(store.load(NEW_DRAFT_KEY)).toBeUndefined();
    expect(store.load(DRAFT)?.values.metadata.title).toBe('Soil samples');
  });
});
