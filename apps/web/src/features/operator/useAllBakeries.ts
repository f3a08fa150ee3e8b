import { useCallback, useEffect, useState } from 'react';
import { request } from '../../api/client';
import { AllBakeriesQuery, RevokeContractNoticeMutation, type BakeryAccount } from '../../api/operations';

export interface AllBakeries {
  bakeries: BakeryAccount[] | null;
  error: unknown;
  reload: () => void;
  /** Revokes the bakery's notice (unblocking it where the notice had blocked it) and loads the list again. */
  revoke: (bakeryId: string) => Promise<void>;
}

/** Every bakery of the platform for the operator; the list is small, so it is loaded whole. */
export function useAllBakeries(): AllBakeries {
  const [bakeries, setBakeries] = useState<BakeryAccount[] | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    request(AllBakeriesQuery)
      .then(({ allBakeries }) => {
        if (!live) return;
        setBakeries(allBakeries);
        setError(undefined);
      })
      .catch((e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [round]);

  const reload = useCallback(() => {
    setError(undefined);
    setRound((r) => r + 1);
  }, []);
  const revoke = useCallback(
    async (bakeryId: string) => {
      await request(RevokeContractNoticeMutation, { bakeryId });
      reload();
    },
    [reload],
  );
  return { bakeries, error, reload, revoke };
}

/** Company name or username contains the search, case-insensitive. */
export function matchesSearch(bakery: BakeryAccount, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [bakery.companyName ?? '', bakery.username].some((text) => text.toLocaleLowerCase().includes(needle));
}

/** How the operator names a bakery: its company, else its username. */
export function bakeryName(bakery: BakeryAccount): string {
  return bakery.companyName || bakery.username;
}
