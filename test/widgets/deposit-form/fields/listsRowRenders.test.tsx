// First: React looks for the DevTools hook this installs once, when react-dom loads.
import { componentsRenderedBy } from '../../../support/react/renderedComponents';
import { screen, within } from '@testing-library/react';
import { AdditionalTitlesField } from '../../../../src/widgets/deposit-form/fields/AdditionalTitlesField';
import { RelatedWorksField } from '../../../../src/widgets/deposit-form/fields/RelatedWorksField';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import { listValues, listVocabularies } from './listsFixtures';

const works = Array.from({ length: 3 }, (_, index) => ({
  relation_type: 'cites',
  identifier: `10.1234/work.${index}`,
  scheme: 'doi',
  resource_type: '',
}));

/** How many times each of the row inputs rendered. */
const inputRenders = (rendered: string[]) => ({
  text: rendered.filter((name) => name === 'RowTextInput').length,
  select: rendered.filter((name) => name === 'RowSelect').length,
});

/** A list may hold hundreds of rows: a key press in one renders that row's inputs alone. */
describe('a key press in a list row', () => {
  it('renders the inputs of that related work only, once', async () => {
    const { user } = renderInForm(<RelatedWorksField vocabularies={listVocabularies} />, {
      initialValues: listValues({ related_identifiers: works }),
    });
    const identifier = within(screen.getByRole('group', { name: 'Related work 2' })).getByLabelText(
      /^Identifier/,
    );
    await user.click(identifier);
    const rendered = await componentsRenderedBy(() => user.keyboard('x'));
    expect(identifier).toHaveValue('10.1234/work.1x');
    expect(inputRenders(rendered)).toEqual({ text: 1, select: 3 });
  });

  it('renders the inputs of that additional title only, once', async () => {
    const titles = ['First', 'Second'].map((title) => ({ title, type: 'alternative-title' }));
    const { user } = renderInForm(<AdditionalTitlesField />, {
      initialValues: listValues({ additional_titles: titles }),
    });
    const title = within(screen.getByRole('group', { name: 'Additional title 1' })).getByLabelText(
      /^Title/,
    );
    await user.click(title);
    const rendered = await componentsRenderedBy(() => user.keyboard('x'));
    expect(title).toHaveValue('Firstx');
    expect(inputRenders(rendered)).toEqual({ text: 1, select: 1 });
  });
});
