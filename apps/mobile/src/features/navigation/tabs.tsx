import type { TabRoutes } from './routes';

/** The four sections of the signed-in app, in the order of the tab bar (routes of the tab navigator). */
export const TABS = ['products', 'orders', 'abos', 'profile'] as const satisfies readonly (keyof TabRoutes)[];
export type Tab = (typeof TABS)[number];
