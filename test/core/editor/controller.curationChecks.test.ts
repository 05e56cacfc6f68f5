import { aCommunity } from '../../factories/community';
import { aDraft, UI } from '../../factories/draft';
import { editorWith } from '../../support/editor/editorSetup';
import {
  FUNDING_ADVICE,
  LANGUAGE_REQUIRED,
  TITLE_MISSING,
} from '../../support/editor/serverAnswers';

describe('EditorController and curation checks', () => {
  it('publishes a draft whose checks only advise, as InvenioRDM does', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.answerErrorsOnSave([FUNDING_ADVICE]);
    const outcome = await controller.publish(values());
    expect(draftsApi.kinds()).toEqual(['save', 'publish']);
    expect(outcome).toMatchObject({ ok: true, redirect: `${UI}/records/abc12-34567` });
  });

  it('submits a draft whose checks only advise', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    controller.setCommunity(aCommunity());
    draftsApi.answerErrorsOnSave([FUNDING_ADVICE]);
    const outcome = await controller.submitReview(values());
    expect(draftsApi.kinds()).toContain('submitReview');
    expect(outcome.ok).toBe(true);
  });

  it('stops publish at a blocking check and keeps its description', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.answerErrorsOnSave([LANGUAGE_REQUIRED, FUNDING_ADVICE]);
    const outcome = await controller.publish(values());
    expect(draftsApi.kinds()).toEqual(['save']);
    expect(outcome.ok).toBe(false);
    const state = controller.getState();
    expect(state.actionState).toBe('DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS');
    expect(state.flash?.fieldErrors).toEqual([
      {
        label: 'Languages',
        messages: ['A language is required by this community.'],
        path: 'metadata.languages',
      },
    ]);
    // Only the blocking entry marks its field; the advice is in the checks.
    expect(state.errors).toEqual({
      metadata: { languages: 'A language is required by this community.' },
    });
    expect(state.checks.map(({ severity, description }) => [severity, description])).toEqual([
      ['error', 'Curators index records by language.'],
      ['warning', 'Our funders ask for the grant to be named.'],
    ]);
  });

  it('a save with only advice is a successful save that shows the advice', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.answerErrorsOnSave([FUNDING_ADVICE]);
    await controller.save(values());
    const state = controller.getState();
    expect(state.flash).toMatchObject({ kind: 'positive', message: 'Record successfully saved.' });
    expect(state.errors).toEqual({});
    expect(state.checks).toEqual([
      {
        field: 'metadata.funding',
        severity: 'warning',
        messages: ['Funding information is recommended.'],
        description: 'Our funders ask for the grant to be named.',
      },
    ]);
  });

  it('schema errors still block, beside advice', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.answerErrorsOnSave([TITLE_MISSING, FUNDING_ADVICE]);
    await controller.save(values());
    expect(controller.getState()).toMatchObject({
      actionState: 'DRAFT_HAS_VALIDATION_ERRORS',
      flash: {
        fieldErrors: [
          {
            label: 'Title',
            messages: ['Missing data for required field.'],
            path: 'metadata.title',
          },
        ],
      },
    });
  });

  it('an autosave refreshes the checks, and a save that answers none clears them', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.answerErrorsOnSave([FUNDING_ADVICE]);
    await controller.autosave(values());
    expect(controller.getState().checks).toHaveLength(1);
    draftsApi.answerErrorsOnSave(undefined);
    await controller.save(values());
    expect(controller.getState().checks).toEqual([]);
  });

  it('shows the checks a page printed with the draft', () => {
    const { controller } = editorWith(aDraft({ errors: [FUNDING_ADVICE] }));
    expect(controller.getState().checks).toHaveLength(1);
    expect(controller.getState().errors).toEqual({});
  });
});
