import { act, screen } from '@testing-library/react';
import type { EditorRecord } from '../../../src/core/model';
import { DATE_FORMAT_HINT } from '../../../src/core/rules/dates';
import { flashFor, FORM_ERRORS_MESSAGE } from '../../../src/core/serializer/flashMessages';
import { draftLinks } from '../../factories/draft';
import { anEditorRecord } from '../../factories/editorRecord';
import { renderDepositForm } from '../../support/depositForm/renderDepositForm';

const savedAs = (title: string, overrides: Partial<EditorRecord> = {}) =>
  anEditorRecord({
    id: 'abc12-34567',
    status: 'draft',
    links: draftLinks('abc12-34567'),
    metadata: { title },
    ...overrides,
  });

describe('DepositForm', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts from the controller record and saves what was typed', async () => {
    const { user, controller } = renderDepositForm({ state: { record: savedAs('Soil') } });
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Soil');
    await user.type(title, ' samples');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(controller.calls).toHaveLength(1);
    expect(controller.calls[0]).toMatchObject({
      action: 'save',
      values: { id: 'abc12-34567', metadata: { title: 'Soil samples' } },
    });
  });

  it('sends nothing while a field is malformed, and says which', async () => {
    const record = savedAs('Soil');
    const { user, controller } = renderDepositForm({
      state: {
        record: {
          ...record,
          metadata: { ...record.metadata, dates: [{ date: 'last spring', type: 'created' }] },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(controller.calls).toHaveLength(0);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(FORM_ERRORS_MESSAGE);
    expect(banner).toHaveTextContent('Dates');
    expect(banner).toHaveTextContent(DATE_FORMAT_HINT);
  });

  it('keeps the typed values when the save fails', async () => {
    const { user, controller } = renderDepositForm({ state: { record: savedAs('Soil') } });
    await user.type(screen.getByLabelText('Title'), ' samples');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await act(() => controller.settle({ ok: false, flash: flashFor('DRAFT_SAVE_FAILED') }));
    expect(screen.getByLabelText('Title')).toHaveValue('Soil samples');
    // A second try sends them again.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(controller.calls[1]).toMatchObject({ values: { metadata: { title: 'Soil samples' } } });
  });

  it('takes the saved record after a successful save, without remounting or moving focus', async () => {
    const { user, controller } = renderDepositForm({ state: { record: savedAs('Soil') } });
    const title = screen.getByLabelText('Title');
    await user.type(title, ' samples ');
    const save = screen.getByRole('button', { name: 'Save draft' });
    await user.click(save);
    // The server trims the title; the form shows what was saved.
    await act(() => controller.settle({ ok: true, record: savedAs('Soil samples') }));
    expect(screen.getByLabelText('Title')).toBe(title);
    expect(title).toHaveValue('Soil samples');
    expect(save).toHaveFocus();
  });

  it('shows server validation errors on the fields and keeps them after a save', async () => {
    const { user, controller } = renderDepositForm({
      state: { record: savedAs(''), errors: { metadata: { title: 'Missing data.' } } },
    });
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Missing data.');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await act(() =>
      controller.settle({
        ok: true,
        record: savedAs(''),
        flash: flashFor('DRAFT_HAS_VALIDATION_ERRORS'),
        errors: { metadata: { title: 'Still missing.' } },
      }),
    );
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Still missing.');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await act(() => controller.settle({ ok: true, record: savedAs('Done') }));
    expect(screen.getByLabelText('Title')).not.toHaveAccessibleDescription();
  });

  it('previews through the redirect the controller answers', async () => {
    const { user, controller, navigate } = renderDepositForm({
      state: { record: savedAs('Soil') },
    });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(controller.calls.map((call) => call.action)).toEqual(['preview']);
    await act(() =>
      controller.settle({ ok: true, redirect: 'https://repo.test/records/abc12-34567?preview=1' }),
    );
    expect(navigate).toHaveBeenCalledWith('https://repo.test/records/abc12-34567?preview=1');
  });

  it("moves the page to the draft's own address after the first save", async () => {
    window.history.replaceState(null, '', '/uploads/new');
    const { user, controller } = renderDepositForm();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const created = savedAs('', {
      links: { ...draftLinks('abc12-34567'), self_html: 'http://localhost/uploads/abc12-34567' },
    });
    await act(() => controller.settle({ ok: true, record: created }));
    expect(window.location.pathname).toBe('/uploads/abc12-34567');
  });

  it('leaves an address of another origin alone', async () => {
    window.history.replaceState(null, '', '/uploads/new');
    const { user, controller } = renderDepositForm();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await act(() => controller.settle({ ok: true, record: savedAs('') }));
    expect(window.location.pathname).toBe('/uploads/new');
  });

  it('renders every slot inside the form', () => {
    renderDepositForm({
      slots: {
        statusBanner: <p>status banner</p>,
        communityHeader: <p>community header</p>,
        access: <p>access</p>,
        pids: <p>pids</p>,
        files: <p>files</p>,
        unsaved: <p>unsaved</p>,
      },
    });
    for (const text of [
      'status banner',
      'community header',
      'access',
      'pids',
      'files',
      'unsaved',
    ]) {
      expect(screen.getByText(text).closest('.rdm-deposit-form')).not.toBeNull();
    }
  });

  it('stops listening to the controller when unmounted', () => {
    const { controller, unmount } = renderDepositForm();
    expect(controller.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(controller.listenerCount()).toBe(0);
  });

  it('does not save when Enter is pressed in a field', async () => {
    const { user, controller } = renderDepositForm();
    await user.type(screen.getByLabelText('Title'), 'x{Enter}');
    expect(controller.calls).toEqual([]);
  });
});
