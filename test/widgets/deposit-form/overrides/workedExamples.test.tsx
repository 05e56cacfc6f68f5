import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Creatibutor, DraftRecord } from '../../../../src/core/model';
import type { Overrides } from '../../../../src/ui/overrides';
import { KeywordsSection, NamesOnlyCreators } from '../../../../stories/deposit-form/hostOverrides';
import { aMetadataOnlyDraft } from '../../../factories/draft';
import { renderFormOverFakeServer } from '../../../support/depositForm/renderFormOverFakeServer';
import { FakeDraftsApi } from '../../../support/editor/fakeDraftsApi';

const CURIE: Creatibutor = {
  person_or_org: { type: 'personal', family_name: 'Curie', given_name: 'Marie' },
  affiliations: [{ name: 'Sorbonne' }],
};

/** The draft as the form sends it when Save draft is pressed. */
const saveWith = async (
  stored: DraftRecord,
  overrides: Overrides,
  edit: (user: UserEvent) => Promise<void>,
) => {
  const draftsApi = new FakeDraftsApi({ stored });
  const { user } = renderFormOverFakeServer({ record: stored, draftsApi, overrides });
  await screen.findByRole('region', { name: 'Funding' });
  await edit(user);
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(draftsApi.callsOf('save')).toHaveLength(1));
  return draftsApi.callsOf('save')[0]?.draft;
};

describe('the worked examples of docs/overrides.md', () => {
  it('a replaced creators field edits the names and keeps the rest of each creator', async () => {
    const stored = aMetadataOnlyDraft({ metadata: { title: 'Soil samples', creators: [CURIE] } });
    const sent = await saveWith(
      stored,
      { 'deposit-form.field.creators': NamesOnlyCreators },
      async (user) => {
        expect(screen.queryByRole('button', { name: 'Add creator' })).toBeInTheDocument();
        await user.clear(screen.getByRole('textbox', { name: 'Given names of creator 1' }));
        await user.type(screen.getByRole('textbox', { name: 'Given names of creator 1' }), 'Maria');
        await user.click(screen.getByRole('button', { name: 'Add creator' }));
        await user.type(
          screen.getByRole('textbox', { name: 'Family name of creator 2' }),
          'Lovelace',
        );
      },
    );
    expect(sent).toMatchObject({
      metadata: {
        title: 'Soil samples',
        creators: [
          {
            person_or_org: { type: 'personal', family_name: 'Curie', given_name: 'Maria' },
            affiliations: [{ name: 'Sorbonne' }],
          },
          { person_or_org: { type: 'personal', family_name: 'Lovelace' } },
        ],
      },
    });
  });

  it('an extra section sets the keywords, in place of the subjects field', async () => {
    const stored = aMetadataOnlyDraft({ metadata: { title: 'Soil samples' } });
    const sent = await saveWith(
      stored,
      {
        'deposit-form.sections.extra': KeywordsSection,
        'deposit-form.field.subjects': { hide: true },
      },
      async (user) => {
        expect(screen.queryByRole('group', { name: 'Keywords and subjects' })).toBeNull();
        await user.type(
          await screen.findByRole('textbox', { name: 'Keywords, separated by commas' }),
          'soil, salt',
        );
      },
    );
    expect(sent).toMatchObject({
      metadata: { title: 'Soil samples', subjects: [{ subject: 'soil' }, { subject: 'salt' }] },
    });
  });
});
