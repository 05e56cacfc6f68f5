import type { ResourceTypeOption } from '../../../src/core/model';
import { resourceTypeChoices, resourceTypeLabel } from '../../../src/core/rules';

const option = (id: string, type_name: string, subtype_name = ''): ResourceTypeOption => ({
  id,
  icon: `icon-${id}`,
  type_name,
  subtype_name,
});

describe('resource types', () => {
  it.each([
    [
      option('publication-article', 'Publication', 'Journal article'),
      'Publication / Journal article',
    ],
    [option('dataset', 'Dataset'), 'Dataset'],
  ])('%p is labelled %p', (input, label) => {
    expect(resourceTypeLabel(input)).toBe(label);
  });

  it('sorts the choices alphabetically by label without changing the input', () => {
    const options = [
      option('software', 'Software'),
      option('publication-book', 'Publication', 'Book'),
      option('dataset', 'Dataset'),
      option('publication-article', 'Publication', 'Article'),
      option('image-photo', 'Image', 'Photo'),
    ];
    const before = [...options];
    expect(resourceTypeChoices(options)).toEqual([
      { value: 'dataset', text: 'Dataset', icon: 'icon-dataset' },
      { value: 'image-photo', text: 'Image / Photo', icon: 'icon-image-photo' },
      {
        value: 'publication-article',
        text: 'Publication / Article',
        icon: 'icon-publication-article',
      },
      { value: 'publication-book', text: 'Publication / Book', icon: 'icon-publication-book' },
      { value: 'software', text: 'Software', icon: 'icon-software' },
    ]);
    expect(options).toEqual(before);
  });

  it('keeps the vocabulary’s order when asked not to sort', () => {
    const options = [option('software', 'Software'), option('dataset', 'Dataset')];
    expect(resourceTypeChoices(options, { sort: false }).map((choice) => choice.value)).toEqual([
      'software',
      'dataset',
    ]);
  });
});
