import { moveItem } from '../../../../src/core/rules/moveItem';

describe('moveItem', () => {
  it('moves an entry down or up, shifting the ones between', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('pads a shorter list (errors up to the last row with one) so entries keep their row', () => {
    expect(moveItem(['error'], 0, 2, 3)).toEqual([undefined, undefined, 'error']);
    expect(moveItem([undefined, 'error'], 2, 0, 3)).toEqual([undefined, undefined, 'error']);
  });

  it('leaves the given list alone', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});
