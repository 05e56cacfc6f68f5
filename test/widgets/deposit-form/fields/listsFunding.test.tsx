import { act, screen, within } from '@testing-library/react';
import type { FormFunding } from '../../../../src/core/model';
import { FundingField } from '../../../../src/widgets/deposit-form/fields/FundingField';
import { SUGGESTION_DEBOUNCE_MS } from '../../../../src/ui/hooks/useSuggestions';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { renderInForm, type RenderInFormOptions } from '../../../support/depositForm/renderInForm';
import { awardSuggestions, funderSuggestions, listValues } from './listsFixtures';

const settle = () =>
  act(async () => {
    jest.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS);
  });
const funding1 = () => screen.getByRole('group', { name: 'Funding 1' });
const funderInput = () => within(funding1()).getByRole('combobox', { name: /^Funder/ });
const awardInput = () => within(funding1()).getByRole('combobox', { name: 'Award title' });
const commission = { id: '00k4n6c32', name: 'European Commission' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderFunding = (
  funding: FormFunding[] = [],
  options: RenderInFormOptions = {},
  api = fakeVocabulariesApi({ funders: funderSuggestions, awards: awardSuggestions }),
) => ({
  ...renderInForm(<FundingField vocabulariesApi={api} />, {
    fakeTimers: true,
    initialValues: listValues({ funding }),
    ...options,
  }),
  api,
});

describe('FundingField', () => {
  it('picks a funder from the search, then one of its awards', async () => {
    const { user, values, api } = renderFunding();
    await user.click(screen.getByRole('button', { name: 'Add funding' }));
    expect(funderInput()).toHaveFocus();
    await user.type(funderInput(), 'europ');
    await settle();
    // Picked by keyboard: focus stays in the input while the arrow marks the option.
    await user.keyboard('{ArrowDown}');
    const commissionOption = screen.getByRole('option', { name: 'European Commission (Belgium)' });
    expect(funderInput()).toHaveAttribute('aria-activedescendant', commissionOption.id);
    await user.keyboard('{Enter}');
    expect(values().metadata.funding).toEqual([{ funder: commission }]);
    expect(within(funding1()).getByRole('group', { name: 'Funder' })).toHaveTextContent(
      'European Commission',
    );

    await user.type(awardInput(), 'open');
    await settle();
    // Only the chosen funder's awards are searched: the ANR award matches 'open' too.
    expect(api.calls.at(-1)).toEqual({
      method: 'awards',
      query: { suggest: 'open', funderId: '00k4n6c32' },
    });
    const list = screen.getByRole('listbox', { name: 'Award title suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['246686 – OpenAIRE: Open Access Infrastructure for Research in Europe']);
    await user.click(within(list).getByRole('option'));
    expect(values().metadata.funding).toEqual([
      {
        funder: commission,
        award: {
          id: '00k4n6c32::246686',
          title: 'Open Access Infrastructure for Research in Europe',
          number: '246686',
        },
      },
    ]);
  });

  it('shows and stores the title of an award in the vendor form (title_l10n, no title object)', async () => {
    const vendorAward = {
      id: '00k4n6c32::101017536',
      number: '101017536',
      acronym: 'FAIRsFAIR',
      title_l10n: 'Fostering FAIR Data Practices in Europe',
      funder: commission,
    };
    const api = fakeVocabulariesApi({ funders: funderSuggestions, awards: [vendorAward] });
    const { user, values } = renderFunding([{ funder: commission }], {}, api);
    await user.type(awardInput(), 'fair');
    await settle();
    const list = screen.getByRole('listbox', { name: 'Award title suggestions' });
    await user.click(
      within(list).getByRole('option', {
        name: '101017536 – FAIRsFAIR: Fostering FAIR Data Practices in Europe',
      }),
    );
    expect(values().metadata.funding[0]?.award).toEqual({
      id: '00k4n6c32::101017536',
      title: 'Fostering FAIR Data Practices in Europe',
      number: '101017536',
    });
  });

  it('keeps a typed funder name and a custom award with title, number and URL', async () => {
    const { user, values } = renderFunding([{ funder: {} }]);
    await user.type(funderInput(), 'Villum Fonden');
    await user.type(awardInput(), 'Arctic soils');
    await user.type(within(funding1()).getByLabelText('Award number'), 'VF-77');
    await user.type(within(funding1()).getByLabelText('Award URL'), 'https://villum.dk/77');
    expect(values().metadata.funding).toEqual([
      {
        funder: { name: 'Villum Fonden' },
        award: { title: 'Arctic soils', number: 'VF-77', url: 'https://villum.dk/77' },
      },
    ]);
  });

  it('does not search awards before a funder is chosen from the list', async () => {
    const { user, api } = renderFunding([{ funder: { name: 'Villum Fonden' } }]);
    await user.type(awardInput(), 'soil');
    await settle();
    expect(api.calls).toEqual([]);
  });

  it('does not search for the funder name a saved draft already has', async () => {
    const { api } = renderFunding([{ funder: { name: 'Villum Fonden' } }]);
    await settle();
    expect(api.calls).toEqual([]);
  });

  it('changing the funder drops the award of the old one and focuses the search', async () => {
    const { user, values } = renderFunding([
      { funder: commission, award: { id: '00k4n6c32::246686', number: '246686' } },
    ]);
    await user.click(within(funding1()).getByRole('button', { name: 'Change funder' }));
    expect(values().metadata.funding[0]?.funder).toEqual({});
    expect(values().metadata.funding[0]?.award).toBeUndefined();
    expect(funderInput()).toHaveFocus();
  });

  it('changing a chosen award brings back the custom award inputs', async () => {
    const { user, values } = renderFunding([
      { funder: commission, award: { id: '00k4n6c32::246686', number: '246686', title: 'X' } },
    ]);
    expect(within(funding1()).getByRole('group', { name: 'Award' })).toHaveTextContent(
      '246686 – X',
    );
    await user.click(within(funding1()).getByRole('button', { name: 'Change award' }));
    expect(values().metadata.funding[0]).toEqual({ funder: commission, award: undefined });
    expect(awardInput()).toHaveFocus();
  });

  it('says when the funder search failed', async () => {
    const { user } = renderFunding(
      [{ funder: {} }],
      {},
      fakeVocabulariesApi({
        fail: { funders: 'Funders are unavailable.' },
      }),
    );
    await user.type(funderInput(), 'eu');
    await settle();
    expect(screen.getByText(/Suggestions could not be loaded/)).toHaveTextContent(
      'Suggestions could not be loaded: Funders are unavailable.',
    );
  });

  it('shows the errors at the funder and award inputs', () => {
    renderFunding([{ funder: {}, award: { title: '', number: '' } }], {
      initialErrors: {
        metadata: {
          funding: [
            {
              funder: 'Funder is required.',
              award: { title: 'Title or number is required.', url: 'URL must be a valid URL.' },
            },
          ],
        },
      } as never,
    });
    expect(funderInput()).toHaveAccessibleDescription('Funder is required.');
    expect(awardInput()).toHaveAccessibleDescription('Title or number is required.');
    expect(within(funding1()).getByLabelText('Award URL')).toHaveAccessibleDescription(
      'URL must be a valid URL.',
    );
  });

  it('shows a funder name error given at funder.name', () => {
    renderFunding([{ funder: {} }], {
      initialErrors: {
        metadata: { funding: [{ funder: { name: 'Name is required.' } }] },
      } as never,
    });
    expect(funderInput()).toHaveAccessibleDescription('Name is required.');
  });

  it('removes the funding entry asked for', async () => {
    const { user, values } = renderFunding([{ funder: commission }, { funder: { name: 'B' } }]);
    await user.click(screen.getByRole('button', { name: 'Remove funding 1' }));
    expect(values().metadata.funding).toEqual([{ funder: { name: 'B' } }]);
  });
});
