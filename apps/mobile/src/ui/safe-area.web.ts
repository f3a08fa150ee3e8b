import type { ReactNode } from 'react';

/**
 * The web build has no insets to keep free (the page is not laid out under a notch), so it leaves
 * react-native-safe-area-context out of the bundle (about 5 KB gzip).
 */
export function SafeAreaProvider({ children }: { children: ReactNode }): ReactNode {
  return children;
}

const NONE = { top: 0, right: 0, bottom: 0, left: 0 } as const;

export function useSafeAreaInsets(): typeof NONE {
  return NONE;
}
