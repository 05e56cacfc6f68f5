/**
 * Code a widget loads with `import()` the first time it is needed: a dialog most users never
 * open stays out of the page's first load (docs/development.md#loading-on-first-need).
 */
export interface LazyPart<Part> {
  /** Loads the part (once for the page). A failed load is forgotten: the next call tries again. */
  load: () => Promise<Part>;
  /** The part once loaded, so that it shows in the same render as the click that asks for it. */
  loaded: () => Part | undefined;
}

/**
 * A part loaded by `load`, kept once loaded as `lazy()` keeps its component; unlike `lazy()`,
 * it remembers no failure, so a retry can succeed.
 */
export const lazyPart = <Part>(load: () => Promise<Part>): LazyPart<Part> => {
  let loading: Promise<Part> | undefined;
  let part: Part | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (loadedPart) => (part = loadedPart),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => part,
  };
};
