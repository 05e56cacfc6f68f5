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

/** What was given instead; numbers and booleans by value, strings never (they may be secrets). */
const describe = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'object' || typeof value === 'undefined'
    ? `an ${typeof value}`
    : `a ${typeof value}`;
};

/** Collects problems while checking one object's fields; each check names the field. */
export class FieldChecker {
  readonly problems: InputProblem[] = [];

  constructor(
    private readonly path: string,
    private readonly source: Record<string, unknown>,
  ) {}

  private report(key: string, expected: string): void {
    this.problems.push({
      field: `${this.path}.${key}`,
      message: `must be ${expected}, got ${describe(this.source[key])}`,
    });
  }

  private check(key: string, required: boolean, expected: string, ok: (v: unknown) => boolean) {
    const value = this.source[key];
    if (value === undefined) {
      if (required) this.problems.push({ field: `${this.path}.${key}`, message: 'is required' });
      return;
    }
    if (!ok(value)) this.report(key, expected);
  }

  string(key: string, { required = false, nonEmpty = false } = {}): this {
    this.check(key, required, nonEmpty ? 'a non-empty string' : 'a string', (v) =>
      typeof v === 'string' ? !nonEmpty || v.trim() !== '' : false,
    );
    return this;
  }

  boolean(key: string): this {
    this.check(key, false, 'true or false', (v) => typeof v === 'boolean');
    return this;
  }

  integer(key: string, { min = -Infinity } = {}): this {
    this.check(
      key,
      false,
      `an integer of at least ${min}`,
      (v) => Number.isInteger(v) && (v as number) >= min,
    );
    return this;
  }

  number(key: string, { min = -Infinity } = {}): this {
    this.check(
      key,
      false,
      `a number of at least ${min}`,
      (v) => typeof v === 'number' && Number.isFinite(v) && v >= min,
    );
    return this;
  }

  object(key: string, { required = false } = {}): this {
    this.check(key, required, 'an object', isPlainObject);
    return this;
  }

  oneOf(key: string, choices: readonly string[]): this {
    this.check(key, false, `one of ${choices.join(', ')}`, (v) => choices.includes(v as string));
    return this;
  }

  /** An object whose every value is a string (headers, links). */
  stringMap(key: string): this {
    this.check(key, false, 'an object of strings', (v) =>
      isPlainObject(v) ? Object.values(v).every((item) => typeof item === 'string') : false,
    );
    return this;
  }
}
