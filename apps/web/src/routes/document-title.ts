import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import type { TFunction } from 'i18next';
import { BRAND } from '../brand';

/** Each route's title text (the route's name as the menu and screen heading call it); first match wins. */
const TITLES: readonly (readonly [pattern: string, title: (t: TFunction, params: Record<string, string>) => string])[] =
  [
    ['/dashboard', (t) => t('nav.dashboard')],
    ['/clients', (t) => t('nav.clients')],
    ['/client/create', (t) => t('nav.clientCreate')],
    ['/client/edit/:id/:name', (t, p) => t('screens.clientEdit', { name: p.name ?? '' })],
    ['/client/billing', (t) => t('nav.clientBilling')],
    ['/products', (t) => t('nav.products')],
    ['/product/create', (t) => t('nav.productCreate')],
    ['/product/edit/:id/:name', (t, p) => t('screens.productEdit', { name: p.name ?? '' })],
    ['/product/import', (t) => t('nav.productImport')],
    ['/orders/compile', (t) => t('nav.ordersCompile')],
    ['/orders', (t) => t('nav.orders')],
    ['/order/new', (t) => t('orders.newOrder')],
    ['/order/:id', (t) => t('screens.orderOne')],
    ['/bakery', (t) => t('nav.bakeList')],
    ['/bills', (t) => t('nav.bills')],
    ['/bill/create', (t) => t('nav.billCreate')],
    ['/bill/:id', (t) => t('screens.billOne')],
    ['/profile', (t) => t('nav.profile')],
    ['/settings', (t) => t('nav.settings')],
    ['/chat', (t) => t('messages.title')],
    ['/chat/create', (t) => t('nav.contact')],
    ['/chat/:id', (t) => t('messages.title')],
    ['/bakeries', (t) => t('nav.allBakeries')],
    ['/login', (t) => t('nav.login')],
    ['/login/:verify', (t) => t('verify.title')],
    ['/password/restore/:code', (t) => t('reset.title')],
    ['/register', (t) => t('nav.register')],
    ['/404', (t) => t('errorPages.notFoundTitle')],
    ['/500', (t) => t('errorPages.serverErrorTitle')],
    ['/tos', (t) => t('nav.terms')],
    ['/privacy', (t) => t('nav.privacy')],
    ['/impressum', (t) => t('nav.imprint')],
    ['/sitemap', (t) => t('nav.sitemap')],
    ['/plans', (t) => t('nav.plans')],
    ['/about', (t) => t('nav.about')],
    ['/faq', (t) => t('help.faqTitle')],
    ['/app/get', (t) => t('nav.appDownload')],
    ['/printInstruction/*', (t) => t('printInstruction.title')],
  ];

/** A path segment as typed (`Pane%20nero` → `Pane nero`); a malformed escape stays as it is. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A route's name as its menu and heading call it ("Orders"), or null where no route matches. */
export function routeName(pathname: string, t: TFunction): string | null {
  for (const [pattern, title] of TITLES) {
    const match = matchPath({ path: pattern, end: true }, pathname);
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.params).map(([key, value]) => [key, decoded(value ?? '')]),
      );
      return title(t, params);
    }
  }
  return null;
}

/** "Orders – Brotzeit" for a route, the brand alone where no route matches. */
export function documentTitle(pathname: string, t: TFunction): string {
  const name = routeName(pathname, t);
  return name === null ? BRAND.name : `${name} – ${BRAND.name}`;
}

/** Keeps the browser tab's title on the current route's name, in the user's language. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    document.title = documentTitle(pathname, t);
  }, [pathname, t]);
}
