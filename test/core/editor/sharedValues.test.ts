import { sharedValues } from '../../../src/core/editor/sharedValues';

const creator = (family: string) => ({
  person_or_org: { type: 'personal', family_name: family, identifiers: [] },
  affiliations: [{ name: 'CERN' }],
});

const form = {
  metadata: { title: 'Tides', creators: [creator('Ada'), creator('Bo')] },
  revision_id: 3,
};

/** What the server answers: the same values, parsed anew. */
const answered = <Value>(value: Value): Value => JSON.parse(JSON.stringify(value)) as Value;

describe('sharedValues', () => {
  it('answers the previous values themselves when the next hold the same', () => {
    expect(sharedValues(form, answered(form))).toBe(form);
  });

  it('keeps the objects and lists whose values did not change', () => {
    const next = answered(form);
    next.metadata.title = 'Tides and currents';
    next.revision_id = 4;
    const shared = sharedValues(form, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(form);
    expect(shared.metadata.creators).toBe(form.metadata.creators);
  });

  it('keeps each row of a list that did not change, and takes the new ones', () => {
    const next = answered(form);
    next.metadata.creators[1]!.affiliations = [{ name: 'EMBL' }];
    next.metadata.creators.push(creator('Cy'));
    const shared = sharedValues(form, next);
    expect(shared).toEqual(next);
    expect(shared.metadata.creators[0]).toBe(form.metadata.creators[0]);
    expect(shared.metadata.creators[1]!.person_or_org).toBe(
      form.metadata.creators[1]!.person_or_org,
    );
    expect(shared.metadata.creators[1]!.affiliations).toEqual([{ name: 'EMBL' }]);
  });

  it('leaves out what the next values do not hold', () => {
    const next: Partial<typeof form> = answered(form);
    delete next.revision_id;
    const shared = sharedValues(form, next);
    expect(shared).toEqual(next);
    expect('revision_id' in shared).toBe(false);
    expect(shared.metadata).toBe(form.metadata);
  });
});
