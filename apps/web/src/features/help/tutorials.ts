import type { AccountKind } from '../../api/operations';
import type { TutorialKey } from '@bakery/core/tutorials';

/**
 * Which tutorial a logged-in screen shows, by route and account kind (a bakery's orders screen is not a host's);
 * null where there is none.
 */
export function tutorialFor(pathname: string, kind: AccountKind): TutorialKey | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const bakery = kind === 'BAKERY';
  switch (path) {
    case '/dashboard':
      return kind === 'OPERATOR' ? null : 'dashboard';
    case '/orders':
      return bakery ? 'ordersBakery' : kind === 'HOST' ? 'ordersHost' : kind === 'OPERATOR' ? null : 'ordersClient';
    case '/products':
      return bakery ? 'productsBakery' : kind === 'HOST' ? 'productsHost' : null;
    case '/product/import':
      return bakery ? 'productImport' : null;
    case '/clients':
      return bakery ? 'clientsBakery' : kind === 'HOST' ? 'clientsHost' : null;
    case '/client/billing':
      return kind === 'HOST' ? 'clientBilling' : null;
    case '/bills':
      return bakery ? 'billsBakery' : kind === 'HOST' || kind === 'PRIVATE' ? 'billsClient' : null;
    case '/bakery':
      return bakery ? 'bakeList' : null;
    case '/orders/compile':
      return bakery ? 'compile' : null;
    case '/settings':
      return bakery ? 'settingsBakery' : kind === 'HOST' || kind === 'PRIVATE' ? 'settingsClient' : null;
    case '/profile':
      return kind === 'PRIVATE' ? 'profile' : null;
    case '/chat':
      return kind === 'OPERATOR' ? null : 'messages';
    default:
      return null;
  }
}
