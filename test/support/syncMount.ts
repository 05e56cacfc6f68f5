/**
 * mount() renders synchronously (flushSync), as a host page sees it, so its tests run
 * outside React's act() environment, where React would ask for act() wrappers.
 */
export const renderOutsideAct = () => {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let previous: boolean | undefined;
  beforeAll(() => {
    previous = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  });
};
