import type { ParseKeys } from 'i18next';
import type { AccountKind } from '../api/operations';

/**
 * Who may open which logged-in screen (requirements/platform-and-contract.md#screens-and-who-may-open-them). The route
 * table and the menus both read it. The platform operator is none of a bakery's accounts: it opens only its own
 * screens.
 */
const ALL: readonly AccountKind[] = ['BAKERY', 'HOST', 'PRIVATE', 'GUEST'];
const HOST_AND_BAKERY: readonly AccountKind[] = ['HOST', 'BAKERY'];
/** Accounts that receive bills (guests pay their host, not the bakery). */
const BILLED: readonly AccountKind[] = ['BAKERY', 'HOST', 'PRIVATE'];

export const ACCESS = {
  dashboard: ALL,
  clients: HOST_AND_BAKERY,
  clientCreate: HOST_AND_BAKERY,
  clientEdit: HOST_AND_BAKERY,
  clientBilling: ['HOST'],
  // a private customer's products screen is its catalogue to order from; guests order in the guest app
  products: ['HOST', 'BAKERY', 'PRIVATE'],
  productCreate: HOST_AND_BAKERY,
  productEdit: HOST_AND_BAKERY,
  productImport: ['BAKERY'],
  orders: ALL,
  order: ALL,
  ordersCompile: ['BAKERY'],
  bakeList: ['BAKERY'],
  bills: BILLED,
  bill: BILLED,
  billCreate: ['BAKERY'],
  profile: ['PRIVATE'],
  // SPEC lists /settings for private users; bakeries and hosts need it for the password change.
  settings: ['PRIVATE', 'BAKERY', 'HOST'],
  // the platform operator's /chat is the support inbox: it answers, it starts no conversation
  chat: [...ALL, 'OPERATOR'],
  chatCreate: ALL,
  /** The guest app's download page: for a bakery's accounts, not for the operator. */
  appDownload: ALL,
  allBakeries: ['OPERATOR'],
} as const satisfies Record<string, readonly AccountKind[]>;

export type AccessKey = keyof typeof ACCESS;

export function canAccess(kind: AccountKind, key: AccessKey): boolean {
  return (ACCESS[key] as readonly AccountKind[]).includes(kind);
}

/** Where an account kind starts after sign-in, and where "back" leads from a page it may not open. */
export function homeOf(kind: AccountKind): { to: string; label: ParseKeys } {
  return kind === 'OPERATOR'
    ? { to: '/bakeries', label: 'common.toHome' }
    : { to: '/dashboard', label: 'common.toDashboard' };
}
