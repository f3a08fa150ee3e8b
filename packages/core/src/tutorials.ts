/**
 * The screens (and the account kinds' variants of a screen) with a tutorial: the web shows one per
 * key, and the server keeps the keys an account closed (requirements/platform-and-contract.md#screens-and-who-may-open-them).
 * Invariant: an account's list of closed tutorials holds only these keys, each once.
 */
export const TUTORIAL_KEYS = [
  'dashboard',
  'ordersBakery',
  'ordersHost',
  'ordersClient',
  'productsBakery',
  'productsHost',
  'productImport',
  'clientsBakery',
  'clientsHost',
  'clientBilling',
  'billsBakery',
  'billsClient',
  'bakeList',
  'compile',
  'settingsBakery',
  'settingsClient',
  'profile',
  'messages',
] as const;

export type TutorialKey = (typeof TUTORIAL_KEYS)[number];

/** Whether `value` names a tutorial (exactly, case-sensitive). */
export function isTutorialKey(value: unknown): value is TutorialKey {
  return typeof value === 'string' && (TUTORIAL_KEYS as readonly string[]).includes(value);
}

/**
 * The known tutorial keys among `values`, each once, in the order of TUTORIAL_KEYS: what an account's
 * stored list may hold (a key no longer known, or one stored twice, is left out).
 */
export function knownTutorialKeys(values: readonly unknown[]): TutorialKey[] {
  return TUTORIAL_KEYS.filter((key) => values.includes(key));
}
