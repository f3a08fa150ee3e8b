import type { ComponentType } from 'react';
import {
  IconBaguette,
  IconBuildingStore,
  IconChartBar,
  IconClipboardList,
  IconFileInvoice,
  IconLayoutDashboard,
  IconMessage,
  IconReceipt2,
  IconScale,
  IconSettings,
  IconUserCircle,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { AccountKind } from '../../api/operations';
import { canAccess, type AccessKey } from '../../routes/access';

export interface NavItem {
  to: string;
  label: ParseKeys;
  icon: ComponentType<IconProps>;
  access: AccessKey;
  section: 'work' | 'account';
  /** A count shown beside the label: the unread conversations for Messages. */
  badge?: 'unreadMessages';
  /** The label for a host, where the item holds only its guests. */
  hostLabel?: ParseKeys;
  /** The label for the platform operator, where the item is its support inbox. */
  operatorLabel?: ParseKeys;
}

const ITEMS: readonly NavItem[] = [
  { to: '/bakeries', label: 'nav.allBakeries', icon: IconBuildingStore, access: 'allBakeries', section: 'work' },
  { to: '/dashboard', label: 'nav.dashboard', icon: IconLayoutDashboard, access: 'dashboard', section: 'work' },
  { to: '/orders', label: 'nav.orders', icon: IconClipboardList, access: 'orders', section: 'work' },
  { to: '/orders/compile', label: 'nav.ordersCompile', icon: IconScale, access: 'ordersCompile', section: 'work' },
  { to: '/bakery', label: 'nav.bakeList', icon: IconChartBar, access: 'bakeList', section: 'work' },
  { to: '/products', label: 'nav.products', icon: IconBaguette, access: 'products', section: 'work' },
  {
    to: '/clients',
    label: 'nav.clients',
    hostLabel: 'nav.guests',
    icon: IconUsers,
    access: 'clients',
    section: 'work',
  },
  { to: '/client/billing', label: 'nav.clientBilling', icon: IconReceipt2, access: 'clientBilling', section: 'work' },
  { to: '/bills', label: 'nav.bills', icon: IconFileInvoice, access: 'bills', section: 'work' },
  { to: '/profile', label: 'nav.profile', icon: IconUserCircle, access: 'profile', section: 'account' },
  { to: '/settings', label: 'nav.settings', icon: IconSettings, access: 'settings', section: 'account' },
  {
    to: '/chat',
    label: 'messages.nav',
    operatorLabel: 'nav.supportInbox',
    icon: IconMessage,
    access: 'chat',
    section: 'account',
    badge: 'unreadMessages',
  },
];

/** The logged-in menu of one account kind. */
export function navigationFor(kind: AccountKind): NavItem[] {
  return ITEMS.filter((item) => canAccess(kind, item.access)).map((item) => {
    if (kind === 'HOST' && item.hostLabel) return { ...item, label: item.hostLabel };
    if (kind === 'OPERATOR' && item.operatorLabel) return { ...item, label: item.operatorLabel };
    return item;
  });
}
