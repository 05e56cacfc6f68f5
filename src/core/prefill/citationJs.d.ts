/** The part of Citation.js the prefill uses (the packages ship no types). */
declare module '@citation-js/core' {
  interface ChainOptions {
    forceType?: string;
    target?: string;
    generateGraph?: boolean;
    strict?: boolean;
  }
  export const plugins: {
    input: {
      chain(input: unknown, options?: ChainOptions): unknown;
      data(input: unknown, type: string): unknown;
    };
  };
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-cff';
