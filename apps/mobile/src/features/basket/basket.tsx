import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ORDER_MAX_AMOUNT } from '@bakery/core/ordering';
import { LOCAL_KEYS, readLocal, writeLocal } from '../session/local-data';
import { useSession } from '../session/SessionProvider';

/** Whole pieces per product: the server accepts 1 … ORDER_MAX_AMOUNT. */
export const MAX_AMOUNT = ORDER_MAX_AMOUNT;

export interface BasketLine {
  productId: string;
  amount: number;
}

/** What the guest is about to order; kept on the device after every change. */
export interface BasketContent {
  lines: BasketLine[];
  /** The chosen delivery date (YYYY-MM-DD), or null. */
  date: string | null;
  message: string;
}

const EMPTY: BasketContent = { lines: [], date: null, message: '' };

interface BasketValue extends BasketContent {
  /** Pieces in the basket, for the tab's badge. */
  pieces: number;
  amountOf(productId: string): number;
  /** Sets a product's amount (0 removes it; capped at MAX_AMOUNT). */
  setAmount(productId: string, amount: number): void;
  setDate(date: string | null): void;
  setMessage(message: string): void;
  /** Empties the basket after an order was placed. */
  clear(): void;
}

const BasketContext = createContext<BasketValue | null>(null);

export function useBasket(): BasketValue {
  const value = useContext(BasketContext);
  if (!value) throw new Error('useBasket outside BasketProvider');
  return value;
}

function isContent(value: unknown): value is BasketContent {
  const content = value as BasketContent | null;
  return (
    typeof content === 'object' &&
    content !== null &&
    Array.isArray(content.lines) &&
    content.lines.every(
      (line) => typeof line?.productId === 'string' && Number.isInteger(line.amount) && line.amount > 0,
    ) &&
    (content.date === null || typeof content.date === 'string') &&
    typeof content.message === 'string'
  );
}

/**
 * The basket: lines, chosen delivery date and message, written to the device's store on every
 * change, so it survives a restart and a lost connection (read back for the same account only).
 */
export function BasketProvider({ children }: { children: ReactNode }) {
  const { state, services } = useSession();
  const userId = state.status === 'signedIn' ? (state.user?.id ?? null) : null;
  const [content, setContent] = useState<BasketContent>(EMPTY);
  // changes before the kept basket was read would be overwritten by it: they wait for it
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let current = true;
    void readLocal<unknown>(services.store, LOCAL_KEYS.basket, userId).then((kept) => {
      if (!current) return;
      if (isContent(kept)) setContent((shown) => (shown === EMPTY ? kept : shown));
      setRestored(true);
    });
    return () => {
      current = false;
    };
  }, [services, userId]);

  // only while signed in: the session's end forgets the basket, and must not find it written again
  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (restored && signedIn) void writeLocal(services.store, LOCAL_KEYS.basket, userId, content);
  }, [content, restored, services, signedIn, userId]);

  const setAmount = useCallback((productId: string, amount: number) => {
    const next = Math.max(0, Math.min(MAX_AMOUNT, Math.floor(amount)));
    setContent((shown) => {
      const exists = shown.lines.some((line) => line.productId === productId);
      const lines =
        next === 0
          ? shown.lines.filter((line) => line.productId !== productId)
          : exists
            ? shown.lines.map((line) => (line.productId === productId ? { ...line, amount: next } : line))
            : [...shown.lines, { productId, amount: next }];
      return { ...shown, lines };
    });
  }, []);
  const setDate = useCallback((date: string | null) => setContent((shown) => ({ ...shown, date })), []);
  const setMessage = useCallback((message: string) => setContent((shown) => ({ ...shown, message })), []);
  const clear = useCallback(() => setContent({ ...EMPTY, lines: [] }), []);

  const value = useMemo<BasketValue>(
    () => ({
      ...content,
      pieces: content.lines.reduce((sum, line) => sum + line.amount, 0),
      amountOf: (productId) => content.lines.find((line) => line.productId === productId)?.amount ?? 0,
      setAmount,
      setDate,
      setMessage,
      clear,
    }),
    [content, setAmount, setDate, setMessage, clear],
  );
  return <BasketContext.Provider value={value}>{children}</BasketContext.Provider>;
}
