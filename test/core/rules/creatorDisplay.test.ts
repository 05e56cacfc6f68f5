import {
  CREATORS_SHOWN,
  creatorName,
  creatorSearchHref,
  othersText,
  shownCreators,
} from '../../../src/core/rules';
import { aCreator, someCreators } from '../../factories/creator';

describe('shownCreators', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [3, 3, 0],
    [4, 3, 1],
    [10, 3, 7],
  ])('%i creators: %i shown, %i others', (count, shown, others) => {
    const creators = someCreators(count);
    const result = shownCreators(creators);
    expect(result.shown).toEqual(creators.slice(0, shown));
    expect(result.othersCount).toBe(others);
  });

  it('shows 3 names by default', () => {
    expect(CREATORS_SHOWN).toBe(3);
  });

  it("uses InvenioRDM's text for the rest", () => {
    expect(othersText(1)).toBe('and 1 other(s)');
    expect(othersText(7)).toBe('and 7 other(s)');
  });
});

describe('creatorName', () => {
  it.each([
    [{ type: 'personal', name: 'Doe, Jane', family_name: 'X' }, 'Doe, Jane'],
    [{ type: 'personal', family_name: 'Doe', given_name: 'Jane' }, 'Doe, Jane'],
    [{ type: 'personal', family_name: 'Doe' }, 'Doe'],
    [{ type: 'organizational', name: 'CERN' }, 'CERN'],
    [{ type: 'organizational' }, ''],
  ] as const)('%p -> %p', (person, name) => {
    expect(creatorName(aCreator({ person_or_org: person }))).toBe(name);
  });
});

describe('creatorSearchHref', () => {
  const query = (href: string) => new URL(href, 'https://repo.test').searchParams.get('q');

  it('searches the creator name as a quoted phrase', () => {
    const href = creatorSearchHref('Doe, Jane');
    expect(href.startsWith('/search?q=')).toBe(true);
    expect(query(href)).toBe('metadata.creators.person_or_org.name:"Doe, Jane"');
  });

  it('is URL-encoded', () => {
    expect(creatorSearchHref('Doe, Jane')).toBe(
      '/search?q=metadata.creators.person_or_org.name%3A%22Doe%2C+Jane%22',
    );
  });

  it('escapes quotes and ampersands so the phrase and the query stay whole', () => {
    const href = creatorSearchHref('Smith & "Sons"');
    expect(query(href)).toBe('metadata.creators.person_or_org.name:"Smith & \\"Sons\\""');
  });
});
