import { useApiMutation, useApiQuery } from '../../api/query';
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
  const query = useApiQuery(AllBakeriesQuery, {});
  const revokeNotice = useApiMutation(RevokeContractNoticeMutation, { invalidates: [AllBakeriesQuery] });
  return {
    bakeries: query.data?.allBakeries ?? null,
    // a retry clears the error while it runs
    error: query.isError && !query.isFetching ? query.error : undefined,
    reload: () => void query.refetch(),
    revoke: async (bakeryId: string) => {
      await revokeNotice.mutateAsync({ bakeryId });
    },
  };
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
