/** HTML that is already safe to insert (built by `html`, or fixed markup). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type Interpolation = SafeHtml | string | number | boolean | null | undefined | Interpolation[];

const render = (value: Interpolation): string => {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (value instanceof SafeHtml) return value.value;
  return escapeHtml(String(value));
};

/** A template tag that escapes every interpolated value unless it is SafeHtml already. */
export const html = (strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml =>
  new SafeHtml(
    strings.reduce((out, text, index) => out + render(values[index - 1] ?? null) + text),
  );

/**
 * JSON for a `<script type="application/json">` element: `<` is escaped so no value can
 * close the script element early.
 */
export const jsonForScript = (value: unknown): SafeHtml =>
  new SafeHtml(JSON.stringify(value).replace(/</g, '\\u003c'));
