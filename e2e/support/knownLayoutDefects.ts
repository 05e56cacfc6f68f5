/**
 * The layout defects the story and page walks know of and let pass for now, each with the
 * part of the project that owns its fix: the one list to tick off. `where` is
 * what a walk names the story or page state with and the width (`story <story id> @375`,
 * `page <state> @1280`); `problem` is found in the line layoutProblems() gives. A defect
 * listed here that a walk no longer meets fails the walk, so that the list stays true.
 */
export const KNOWN_LAYOUT_DEFECTS: { where: string; problem: string; owner: string }[] = [];

/**
 * Sorts what the layout check found at one place into the problems nobody knows of and the
 * known defects it met (by their index in the list).
 */
export const sortLayoutProblems = (
  where: string,
  problems: string[],
): { unknown: string[]; met: number[] } => {
  const met: number[] = [];
  const unknown = problems.filter((problem) => {
    const known = KNOWN_LAYOUT_DEFECTS.findIndex(
      (defect) => defect.where === where && problem.includes(defect.problem),
    );
    if (known >= 0) met.push(known);
    return known < 0;
  });
  return { unknown, met };
};

/** The listed defects of a walk (those whose `where` it `walked`) it did not meet. */
export const fixedDefects = (walked: (where: string) => boolean, met: Set<number>): string[] =>
  KNOWN_LAYOUT_DEFECTS.flatMap((defect, index) =>
    walked(defect.where) && !met.has(index)
      ? [`${defect.where}: "${defect.problem}" (${defect.owner}) is fixed: take it off the list`]
      : [],
  );
