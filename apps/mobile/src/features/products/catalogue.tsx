import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ApiError,
  GuestOrderOptionsQuery,
  GuestProductsQuery,
  type AppHoliday,
  type AppOrderOptions,
  type AppUser,
  type GuestProduct,
  type OperationData,
} from '@bakery/api';
import { addDays } from '@bakery/core/calendar';
import { deviceToday } from '../../i18n/format';
import { usePersistedQueries } from '../session/persisted-queries';
import { operationKey, useApiQuery } from '../session/query';
import { useSession } from '../session/SessionProvider';

/** The ordering rules of the viewer: products with prices and gram prices, days, delivery cost; holiday names. */
export interface OrderRules {
  options: AppOrderOptions;
  holidays: AppHoliday[];
}

interface CatalogueValue {
  /** The product list (fresh, or the last one kept on the device); null before the first answer. */
  products: GuestProduct[] | null;
  /** The ordering rules; null until loaded (or kept). */
  rules: OrderRules | null;
  loading: boolean;
  /** Why the last product list load failed (shown when there is no list to show). */
  productsError: unknown;
  /** Why the last rules load failed. */
  rulesError: unknown;
  /** The last load failed for lack of a connection: what shows is the kept copy. */
  offline: boolean;
  /** When the kept copy was loaded, while offline. */
  savedAt: string | null;
  reload(): void;
  /** Loads again when the last answer is older than `maxAgeMs` (days and deadlines move on). */
  refresh(maxAgeMs: number): void;
}

/** Coming back to the app (or to a screen that shows them) after this long loads the product list and the days again. */
const STALE_AFTER_MS = 10 * 60_000;

const CatalogueContext = createContext<CatalogueValue | null>(null);

export function useCatalogue(): CatalogueValue {
  const value = useContext(CatalogueContext);
  if (!value) throw new Error('useCatalogue outside CatalogueProvider');
  return value;
}

/** Longest range the server answers at once (ORDER_DAYS_MAX). */
const MAX_DAYS = 62;

/**
 * The delivery days the date picker shows: four weeks from today; for a guest until the day after
 * the stay (so the picker says where it ends), at least a week.
 */
export function dayRange(today: string, user: AppUser | null): { from: string; to: string } {
  let days = 28;
  if (user?.kind === 'GUEST') {
    const untilStayEnd =
      Math.round((Date.parse(`${user.activeTo}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000) + 2;
    days = Math.min(28, Math.max(7, untilStayEnd));
  }
  return { from: today, to: addDays(today, Math.min(days, MAX_DAYS) - 1) };
}

function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.network;
}

const toProducts = ({ guestProducts }: OperationData<typeof GuestProductsQuery>) => guestProducts;
const toRules = ({ orderOptions, holidaysOfMyBakery }: OperationData<typeof GuestOrderOptionsQuery>): OrderRules => ({
  options: orderOptions,
  holidays: holidaysOfMyBakery,
});

/**
 * The product list on the query cache (shared by every screen that shows products: one request).
 * `enabled: false` waits (the catalogue waits for the copy kept on the device).
 */
export function useProducts(enabled = true) {
  return useApiQuery(GuestProductsQuery, {}, { staleTime: STALE_AFTER_MS, select: toProducts, enabled });
}

/**
 * The day range of the last rules the cache holds (kept on the device): started without a
 * connection the account is not known, and with it the range a guest's stay gives.
 */
function keptRange(queryClient: QueryClient): { from: string; to: string } | null {
  const [latest] = queryClient
    .getQueryCache()
    .findAll({ queryKey: operationKey(GuestOrderOptionsQuery), predicate: (query) => query.state.data !== undefined })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const variables = latest?.queryKey[1] as { from?: unknown; to?: unknown } | undefined;
  return typeof variables?.from === 'string' && typeof variables.to === 'string'
    ? { from: variables.from, to: variables.to }
    : null;
}

/**
 * The product list and the ordering rules for the signed-in account, two queries of the cache; the
 * cache keeps their last answers on the device (persisted-queries.ts), so a restart or a lost
 * connection still shows them. They are asked again when older than ten minutes and the app comes
 * to the foreground; names are in the viewer's language (a language switch invalidates the cache).
 */
export function CatalogueProvider({ children }: { children: ReactNode }) {
  const { state, services } = useSession();
  const user = state.status === 'signedIn' ? state.user : null;
  // the kept answers first (they show at once, also without a connection), then the server's
  const restored = usePersistedQueries(services.store, user?.id ?? null);
  const products = useProducts(restored);
  const queryClient = useQueryClient();
  const range = user ? dayRange(deviceToday(), user) : (keptRange(queryClient) ?? dayRange(deviceToday(), null));
  const rules = useApiQuery(GuestOrderOptionsQuery, range, {
    staleTime: STALE_AFTER_MS,
    select: toRules,
    enabled: restored,
  });
  const { refetch: refetchProducts } = products;
  const { refetch: refetchRules } = rules;

  const reload = useCallback(() => {
    void refetchProducts();
    void refetchRules();
  }, [refetchProducts, refetchRules]);
  const loadedAt = Math.min(products.dataUpdatedAt, rules.dataUpdatedAt);
  const refresh = useCallback(
    (maxAgeMs: number) => {
      if (Date.now() - loadedAt > maxAgeMs) reload();
    },
    [loadedAt, reload],
  );

  const offline = isNetworkError(products.error) || isNetworkError(rules.error);
  const loading = !restored || products.isFetching || rules.isFetching;
  const value = useMemo(
    () => ({
      products: products.data ?? null,
      rules: rules.data ?? null,
      loading,
      productsError: products.error,
      rulesError: rules.error,
      offline,
      savedAt: offline && products.dataUpdatedAt > 0 ? new Date(products.dataUpdatedAt).toISOString() : null,
      reload,
      refresh,
    }),
    [products.data, products.error, products.dataUpdatedAt, rules.data, rules.error, loading, offline, reload, refresh],
  );
  return <CatalogueContext.Provider value={value}>{children}</CatalogueContext.Provider>;
}
