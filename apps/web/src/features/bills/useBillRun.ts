import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/query';
import { BillRunQuery, LatestBillRunQuery, StartBillRunMutation } from '../../api/operations';
import type { BillRun } from '../../api/operations';
import type { Period } from './bill-format';

export type BillRunState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'refused'; error: unknown }
  /** `error`: the last poll failed; polling waits for `resume`. */
  | { phase: 'running'; run: BillRun; error: unknown }
  /** DONE, or INTERRUPTED by a server restart (its bills stay; starting again bills the rest). */
  | { phase: 'finished'; run: BillRun };

/**
 * The bulk run of /bills ("bill the month for all clients"): starts it on the server (which
 * answers a run already going instead of a second), then asks for its progress every `pollMs`
 * until it has finished. A run still going when the screen opens is followed again.
 */
export function useBillRun(pollMs = 1000, enabled = true) {
  const queryClient = useQueryClient();
  // the run followed: undefined = none chosen yet, so a run still going when the screen opens is followed
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  // only a run still going matters here; a finished one was seen when it finished (asked once per visit)
  const latest = useApiQuery(
    LatestBillRunQuery,
    {},
    { enabled: enabled && chosen === undefined, gcTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false },
  );
  const latestRunning = latest.data?.latestBillRun?.state === 'RUNNING' ? latest.data.latestBillRun : null;
  const runId = chosen === undefined ? (latestRunning?.id ?? null) : chosen;

  // polled while the run is going; a failed poll stops the polling until `resume`
  const progress = useApiQuery(
    BillRunQuery,
    { id: runId ?? '' },
    {
      enabled: runId !== null,
      initialData: latestRunning && latestRunning.id === runId ? { billRun: latestRunning } : undefined,
      refetchInterval: (query) =>
        query.state.status !== 'error' && query.state.data?.billRun.state === 'RUNNING' ? pollMs : false,
      retry: false,
    },
  );
  const startRun = useApiMutation(StartBillRunMutation, {
    onSuccess: ({ startBillRun }) => {
      queryClient.setQueryData(apiQueryKey(BillRunQuery, { id: startBillRun.id }), { billRun: startBillRun });
      setChosen(startBillRun.id);
    },
  });

  const run = runId === null ? undefined : progress.data?.billRun;
  const state: BillRunState = startRun.isPending
    ? { phase: 'starting' }
    : startRun.isError
      ? { phase: 'refused', error: startRun.error }
      : !run
        ? { phase: 'idle' }
        : run.state === 'RUNNING'
          ? { phase: 'running', run, error: progress.isError && !progress.isFetching ? progress.error : null }
          : { phase: 'finished', run };

  /** Starts the run of `period`, of one client's bills with `clientId` (the bill form's all-in-one action). */
  const start = async (period: Period, clientId?: string) => {
    // a refusal is shown as the state
    await startRun.mutateAsync(clientId === undefined ? period : { ...period, clientId }).catch(() => undefined);
  };
  const resume = () => void progress.refetch();
  const reset = () => {
    startRun.reset();
    setChosen(null);
  };

  return { state, start, resume, reset };
}
