/**
 * The list with the entry at `from` moved to `to` (the others shift by one). `length` pads a
 * shorter list first: Formik keeps errors only up to the last row that has one, and those
 * must move with their rows, not by their place in the shorter list.
 */
export const moveItem = <T>(
  list: readonly T[],
  from: number,
  to: number,
  length = list.length,
): (T | undefined)[] => {
  const moved = Array.from({ length: Math.max(length, list.length) }, (_, index) => list[index]);
  const [entry] = moved.splice(from, 1);
  moved.splice(to, 0, entry);
  return moved;
};
