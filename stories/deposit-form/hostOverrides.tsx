import { useFormActions, useFormValue } from '../../src/ui/fields';
import type { ExtraSectionsProps } from '../../src/widgets/deposit-form/fields/LaterSections';

/** A creator as the draft holds it: the rest of it (affiliations, role) is kept as it is. */
interface Creator {
  person_or_org?: { type?: string; family_name?: string; given_name?: string };
}

const named = (creator: Creator, change: Creator['person_or_org']): Creator => ({
  ...creator,
  person_or_org: { ...creator.person_or_org, type: 'personal', ...change },
});

/**
 * The worked example of docs/overrides.md, in JSX: the creators as family and given names
 * only, in place of the built-in field (`deposit-form.field.creators`).
 */
export const NamesOnlyCreators = () => {
  const creators = useFormValue<Creator[] | undefined>('metadata.creators') ?? [];
  const { setFieldValue } = useFormActions();
  const set = (index: number, change: Creator['person_or_org']) =>
    setFieldValue(
      'metadata.creators',
      creators.map((creator, at) => (at === index ? named(creator, change) : creator)),
    );
  return (
    <fieldset className="field">
      <legend>Creators</legend>
      {creators.map((creator, index) => (
        <div key={index} className="two fields">
          <input
            aria-label={`Family name of creator ${index + 1}`}
            value={creator.person_or_org?.family_name ?? ''}
            onChange={(event) => set(index, { family_name: event.target.value })}
          />
          <input
            aria-label={`Given names of creator ${index + 1}`}
            value={creator.person_or_org?.given_name ?? ''}
            onChange={(event) => set(index, { given_name: event.target.value })}
          />
        </div>
      ))}
      <button
        type="button"
        className="ui button"
        onClick={() =>
          setFieldValue('metadata.creators', [
            ...creators,
            { person_or_org: { type: 'personal', family_name: '' } },
          ])
        }
      >
        Add creator
      </button>
    </fieldset>
  );
};

/**
 * The worked example of docs/overrides.md: keywords as one line of text, in a section of the
 * host's own (`deposit-form.sections.extra`), in place of the subjects field.
 */
export const KeywordsSection = ({ Section }: ExtraSectionsProps) => {
  const subjects = useFormValue<{ subject?: string }[] | undefined>('metadata.subjects') ?? [];
  const { setFieldValue } = useFormActions();
  const text = subjects.map((subject) => subject.subject).join(', ');
  return (
    <Section id="keywords" title="Keywords">
      <div className="field">
        <label htmlFor="keywords">Keywords, separated by commas</label>
        <input
          id="keywords"
          defaultValue={text}
          onBlur={(event) =>
            setFieldValue(
              'metadata.subjects',
              event.target.value
                .split(',')
                .map((word) => word.trim())
                .filter(Boolean)
                .map((subject) => ({ subject })),
            )
          }
        />
      </div>
    </Section>
  );
};
