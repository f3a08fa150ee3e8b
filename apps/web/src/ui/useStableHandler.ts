import { useLayoutEffect, useMemo, useRef } from 'react';

/**
 * A handler that keeps its identity for the component's life and always calls the latest
 * `handler`: a memoised row (a product card, a bag) is not drawn again because its parent made
 * new closures (issue 45, item 13). Call it from events, not while rendering.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useMemo(
    () =>
      (...args: Args) =>
        latest.current(...args),
    [],
  );
}
