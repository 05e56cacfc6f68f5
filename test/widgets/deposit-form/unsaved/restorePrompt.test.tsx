import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type FormEvent } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../src/ui/i18n/createI18n';
import {
  RestorePrompt,
  type RestorePromptProps,
} from '../../../../src/widgets/deposit-form/unsaved/RestorePrompt';
import { anEditorRecord } from '../../../factories/editorRecord';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const savedAt = new Date(Date.UTC(2026, 10, 22, 12, 0));
const kept = anEditorRecord({ metadata: { title: 'Soil samples, 2025' } });

const renderPrompt = (props: Partial<RestorePromptProps> = {}, locale = 'en') => {
  const onRestore = jest.fn();
  const onDiscard = jest.fn();
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n({ locale })}>
      <button type="button">Before</button>
      <RestorePrompt
        savedAt={savedAt}
        values={kept}
        onRestore={onRestore}
        onDiscard={onDiscard}
        {...props}
      />
    </I18nextProvider>,
  );
  return { onRestore, onDiscard, user };
};

const englishTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

describe('RestorePrompt', () => {
  it('asks with the date and time the copy was kept, announced as an alert', () => {
    renderPrompt();
    const question = `Restore unsaved changes from ${englishTime.format(savedAt)}?`;
    expect(screen.getByRole('alert')).toHaveTextContent(question);
    expect(screen.getByRole('alert')).toHaveTextContent(/Nov 22, 2026/);
    expect(screen.getByRole('group', { name: question })).toBeInTheDocument();
  });

  it("formats the time in the page's language", () => {
    renderPrompt({}, 'de');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Restore unsaved changes from 22\.11\.2026/,
    );
  });

  it('hands back the kept values on Restore', async () => {
    const { onRestore, onDiscard, user } = renderPrompt();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(onRestore).toHaveBeenCalledWith(kept);
    expect(onDiscard).not.toHaveBeenCalled();
  });

  it('discards on Discard', async () => {
    const { onRestore, onDiscard, user } = renderPrompt();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(onRestore).not.toHaveBeenCalled();
  });

  it('does not take focus, and is answered with the keyboard', async () => {
    const { onRestore, onDiscard, user } = renderPrompt();
    expect(document.body).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Restore' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDiscard).toHaveBeenCalledTimes(1);
    await user.keyboard('{Shift>}{Tab}{/Shift} ');
    expect(onRestore).toHaveBeenCalledWith(kept);
  });

  it('moves focus to the given element after an answer', async () => {
    const target = createRef<HTMLButtonElement>();
    const onRestore = jest.fn();
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n()}>
        <RestorePrompt
          savedAt={savedAt}
          values={kept}
          onRestore={onRestore}
          onDiscard={jest.fn()}
          focusAfterAnswer={target}
        />
        <button type="button" ref={target}>
          Title
        </button>
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('button', { name: 'Title' })).toHaveFocus();
  });

  it('never submits the form it sits in', async () => {
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n()}>
        <form onSubmit={onSubmit}>
          <RestorePrompt
            savedAt={savedAt}
            values={kept}
            onRestore={jest.fn()}
            onDiscard={jest.fn()}
          />
        </form>
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
