import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The four sections of the signed-in app, in the order of the tab bar. */
export const TABS = ['products', 'orders', 'abos', 'profile'] as const;
export type Tab = (typeof TABS)[number];

interface TabsValue {
  tab: Tab;
  /** Shows another section (e.g. "my orders" after placing one). */
  go(tab: Tab): void;
}

const TabsContext = createContext<TabsValue | null>(null);

export function useTabs(): TabsValue {
  const value = useContext(TabsContext);
  if (!value) throw new Error('useTabs outside TabsProvider');
  return value;
}

/**
 * Which section shows: plain React state, no navigation library (ADR 011: a handful of screens,
 * and react-navigation would add native modules and weight to the web bundle for no gain here).
 */
export function TabsProvider({ initial = 'products', children }: { initial?: Tab; children: ReactNode }) {
  const [tab, setTab] = useState<Tab>(initial);
  const value = useMemo(() => ({ tab, go: setTab }), [tab]);
  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}
