import { serializeRecord } from '../../../../src/core/serializer';
import { anEditorRecord } from '../../../factories/editorRecord';
import { filledListMetadata } from './listsFixtures';

/** What the list fields' values become in the saved draft's request body. */
describe('list field values in the request body', () => {
  it('sends each list in the server’s shape', () => {
    const body = serializeRecord(anEditorRecord({ metadata: filledListMetadata() }), {
      locale: 'en',
    });
    expect(body.metadata).toMatchObject({
      dates: [
        { date: '2019-03/2019-09', type: { id: 'collected' }, description: 'Field season' },
        { date: '2030', type: { id: 'valid' } },
      ],
      identifiers: [{ identifier: '978-3-16-148410-0', scheme: 'isbn' }],
      references: [{ reference: 'Nielsen et al. (2020). Peatland carbon. Nature 580.' }],
      related_identifiers: [
        {
          relation_type: { id: 'issupplementto' },
          identifier: '10.1234/peat.2020',
          scheme: 'doi',
          resource_type: { id: 'publication-article' },
        },
      ],
      subjects: [{ id: 'https://id.nlm.nih.gov/mesh/D012987' }, { subject: 'peatland' }],
      funding: [
        { funder: { id: '00k4n6c32' }, award: { id: '00k4n6c32::246686' } },
        {
          funder: { name: 'Villum Fonden' },
          award: { title: { en: 'Arctic soils' }, number: 'VF-77' },
        },
      ],
    });
  });
});
