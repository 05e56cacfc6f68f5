import { asObject } from '../serializer/jsonReaders';
import { workOfCsl } from './fromCsl';
import { textOf } from './plainText';
import { putInBundle, type FoundWork } from './work';

/**
 * The work a Crossref DOI describes (its REST API's `message`). The message is CSL JSON with
 * Crossref's additions (lists of titles, JATS abstracts, funders, licences with their
 * versions, its own type names), which the CSL mapper reads; a dissertation names its
 * university as `institution`.
 */
export const workOfCrossref = (message: Record<string, unknown>): FoundWork => {
  const { institution, ...rest } = message;
  const work = workOfCsl(rest);
  const [first] = Array.isArray(institution) ? institution : [];
  if (work.type.csl === 'dissertation') {
    putInBundle(work, 'thesis', 'university', textOf(asObject(first).name), 'institution');
  } else if (first)
    work.unmapped.push({ source: 'institution', value: textOf(asObject(first).name) ?? '' });
  return work;
};
