import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AppState } from 'react-native';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  GuestOrderOptionsQuery,
  GuestProductsQuery,
  type AppHoliday,
  type AppOrderOptions,
  type AppUser,
  type GuestProduct,
} from '@bakery/api';
import { addDays } from '@bakery/core/calendar';
import { deviceToday } from '../../i18n/format';
import { LOCAL_KEYS, readLocal, writeLocal } from '../session/local-data';
import { useSession } from '../session/SessionProvider';

/** The ordering rules of the viewer: products with prices and gram prices, days, delivery cost; holiday names. */
export interface OrderRules {
  options: AppOrderOptions;
  holidays: AppHoliday[];
}

/** What is kept on the device: the last answers, so a restart without a connection still shows them. */
interface CachedCatalogue {
  products: GuestProduct[] | null;
  rules: OrderRules | null;
  /** ISO instant of the last successful load. */
  savedAt: string;
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

/** Coming back to the app after this long loads the product list and the days again. */
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

/**
 * The product list and the ordering rules for the signed-in account, loaded together and kept on
 * the device (services.store), so a restart or a lost connection still shows the last ones.
 * Names are in the viewer's language: a language switch loads again.
 */
export function CatalogueProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { client, state, services } = useSession();
  const user = state.status === 'signedIn' ? state.user : null;
  const userId = user?.id ?? null;
  const [products, setProducts] = useState<GuestProduct[] | null>(null);
  const [rules, setRules] = useState<OrderRules | null>(null);
  const [productsError, setProductsError] = useState<unknown>(null);
  const [rulesError, setRulesError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // which load (account, language, attempt) has answered: loading while it is not the current one
  const loadKey = `${userId ?? ''}|${i18n.language}|${attempt}`;
  const [answered, setAnswered] = useState<string | null>(null);
  const loading = answered !== loadKey;
  const [savedAt, setSavedAt] = useState<string | null>(null);
  // the freshest answers, for the copy kept on the device
  const latest = useRef<CachedCatalogue>({ products: null, rules: null, savedAt: '' });
  // when the last complete answer arrived (ms), for refresh()
  const loadedAt = useRef(0);

  // the kept copy first, so the list shows at once (and without a connection)
  useEffect(() => {
    let current = true;
    void readLocal<CachedCatalogue>(services.store, LOCAL_KEYS.catalogue, userId).then((kept) => {
      if (!current || !kept) return;
      const fresh = latest.current;
      latest.current = {
        products: fresh.products ?? kept.products,
        rules: fresh.rules ?? kept.rules,
        savedAt: fresh.savedAt || kept.savedAt,
      };
      setSavedAt((shown) => shown ?? kept.savedAt);
      setProducts((shown) => shown ?? kept.products);
      setRules((shown) => shown ?? kept.rules);
    });
    return () => {
      current = false;
    };
  }, [services, userId]);

  useEffect(() => {
    let current = true;
    const range = dayRange(deviceToday(), user);
    const productsLoad = client.request(GuestProductsQuery).then(
      ({ guestProducts }) => {
        if (!current) return true;
        setProducts(guestProducts);
        setProductsError(null);
        latest.current = { ...latest.current, products: guestProducts };
        return true;
      },
      (error: unknown) => {
        if (current) setProductsError(error);
        return false;
      },
    );
    const rulesLoad = client.request(GuestOrderOptionsQuery, range).then(
      ({ orderOptions, holidaysOfMyBakery }) => {
        if (!current) return true;
        const loaded = { options: orderOptions, holidays: holidaysOfMyBakery };
        setRules(loaded);
        setRulesError(null);
        latest.current = { ...latest.current, rules: loaded };
        return true;
      },
      (error: unknown) => {
        if (current) setRulesError(error);
        return false;
      },
    );
    void Promise.all([productsLoad, rulesLoad]).then(([productsOk, rulesOk]) => {
      if (!current) return;
      setAnswered(loadKey);
      if (productsOk && rulesOk) {
        loadedAt.current = Date.now();
        const saved = new Date().toISOString();
        latest.current = { ...latest.current, savedAt: saved };
        setSavedAt(saved);
        void writeLocal(services.store, LOCAL_KEYS.catalogue, userId, latest.current);
      }
    });
    return () => {
      current = false;
    };
    // `user` is read for the day range only; its id is the dependency
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, services, userId, loadKey]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const refresh = useCallback(
    (maxAgeMs: number) => {
      if (Date.now() - loadedAt.current > maxAgeMs) reload();
    },
    [reload],
  );

  // a guest leaves the app open overnight: back in the foreground, yesterday's days are stale
  useEffect(() => {
    const subscription = AppState.addEventListener('change', (next) => {
      if (next === 'active') refresh(STALE_AFTER_MS);
    });
    return () => subscription.remove();
  }, [refresh]);
  const offline = isNetworkError(productsError) || isNetworkError(rulesError);

  const value = useMemo(
    () => ({
      products,
      rules,
      loading,
      productsError,
      rulesError,
      offline,
      savedAt: offline ? savedAt : null,
      reload,
      refresh,
    }),
    [products, rules, loading, productsError, rulesError, offline, savedAt, reload, refresh],
  );
  return <CatalogueContext.Provider value={value}>{children}</CatalogueContext.Provider>;
}
