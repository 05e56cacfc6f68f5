import { isPlainObject } from '../serializer/jsonReaders';

/** One thing wrong with injected input, named by its path (e.g. `config.createUrl`). */
export interface InputProblem {
  field: string;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: InputProblem[] };

export const parsed = <T>(value: T): Parsed<T> => ({ ok: true, value });

export const rejected = <T>(problems: InputProblem[]): Parsed<T> => ({ ok: false, problems });

export { isPlainObject };
