import { useCallback, useEffect, useRef } from 'react';
import { useFocusEffect } from '@react-navigation/native';

/**
 * Calls `refresh` each time the screen is shown again (back from a screen above it, or its tab
 * chosen again), not when it is first shown: the screen's queries are asked again there, as TanStack
 * Query advises for React Navigation (a screen out of sight stays mounted, so refetch-on-mount does
 * not apply; the app coming to the foreground is focusManager's, session/query.ts).
 */
export function useRefreshOnFocus(refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  const first = useRef(true);
  useFocusEffect(
    useCallback(() => {
      if (first.current) {
        first.current = false;
        return;
      }
      latest.current();
    }, []),
  );
}
