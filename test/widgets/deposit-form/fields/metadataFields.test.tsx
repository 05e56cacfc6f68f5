import { act, cleanup, createEvent, fireEvent, screen } from '@testing-library/react';
import { MetadataFields } from '../../../../src/widgets/deposit-form/fields/MetadataFields';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import { EDITOR_CONFIG } from '../../../support/editor/editorSetup';

const SECTIONS = [
  'Basic information',
  'Recommended information',
  'Funding',
  'Alternate identifiers',
  'Related works',
  'References',
];

const renderFields = () =>
  renderInForm(<MetadataFields config={EDITOR_CONFIG} vocabulariesApi={fakeVocabulariesApi()} />);

/** The description's editor loads lazily: a test waits for it before it ends. */
const editorLoaded = () => screen.findByRole('textbox', { name: 'Description' });

const sectionNames = () =>
  screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));

describe('MetadataFields', () => {
  it('shows every section, in InvenioRDM’s order', async () => {
    renderFields();
    await screen.findByRole('region', { name: 'References' });
    expect(sectionNames()).toEqual(SECTIONS);
    await editorLoaded();
  });

  it('keeps the user on the page when a section’s form is submitted (Enter in a field)', async () => {
    renderFields();
    await editorLoaded();
    const form = screen.getByRole('textbox', { name: 'Title' }).closest('form');
    if (!form) throw new Error('the title is in no form');
    const submit = createEvent.submit(form);
    fireEvent(form, submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  describe('in a browser that says when it is idle', () => {
    const idle: (() => void)[] = [];
    beforeEach(() => {
      jest.useFakeTimers();
      idle.splice(0);
      window.requestIdleCallback = (run) => idle.push(() => run({} as IdleDeadline));
      window.cancelIdleCallback = () => undefined;
    });
    afterEach(() => {
      // Unmounted first: the form's parts cancel their idle callbacks as they go.
      cleanup();
      jest.useRealTimers();
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    });

    it('shows the first section at once and the others once the first frames have painted', async () => {
      renderFields();
      expect(sectionNames()).toEqual(['Basic information']);
      expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
      act(() => jest.advanceTimersToNextFrame());
      act(() => jest.advanceTimersToNextFrame());
      act(() => idle.forEach((run) => run()));
      jest.useRealTimers();
      await screen.findByRole('region', { name: 'References' });
      expect(sectionNames()).toEqual(SECTIONS);
      await editorLoaded();
    });
  });
});
