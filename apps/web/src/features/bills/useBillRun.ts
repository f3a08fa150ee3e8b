import { useEffect, useState } from 'react';
import { request } from '../../api/client';
import { BillRunQuery, LatestBillRunQuery, StartBillRunMutation } from '../../api/operations';
import type { BillRun } from '../../api/types';
import type { Period } from './bill-format';

export type BillRunState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'refused'; error: unknown }
  /** `error`: the last poll failed; polling waits for `resume`. */
  | { phase: 'running'; run: BillRun; error: unknown }
  /** DONE, or INTERRUPTED by a server restart (its bills stay; starting again bills the rest). */
  | { phase: 'finished'; run: BillRun };

const after = (run: BillRun): BillRunState =>
  run.state === 'RUNNING' ? { phase: 'running', run, error: null } : { phase: 'finished', run };

/**
 * The bulk run of /bills ("bill the month for all clients"): starts it on the server (which
 * answers a run already going instead of a second), then asks for its progress every `pollMs`
 * until it has finished. A run still going when the screen opens is followed again.
 */
export function useBillRun(pollMs = 1000, enabled = true) {
  const [state, setState] = useState<BillRunState>({ phase: 'idle' });
  const runId = state.phase === 'running' && !state.error ? state.run.id : null;
  const [ticks, setTicks] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // only a run still going matters here; a finished one was seen when it finished
    request(LatestBillRunQuery)
      .then(
        ({ latestBillRun }) =>
          live &&
          latestBillRun?.state === 'RUNNING' &&
          setState((current) => (current.phase === 'idle' ? after(latestBillRun) : current)),
      )
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);

  useEffect(() => {
    if (!runId) return;
    let live = true;
    const timer = setTimeout(() => {
      request(BillRunQuery, { id: runId })
        .then(({ billRun }) => {
          if (!live) return;
          setState(after(billRun));
          setTicks((n) => n + 1);
        })
        .catch(
          (error: unknown) =>
            live && setState((current) => (current.phase === 'running' ? { ...current, error } : current)),
        );
    }, pollMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [runId, ticks, pollMs]);

  const start = async (period: Period) => {
    setState({ phase: 'starting' });
    try {
      const { startBillRun } = await request(StartBillRunMutation, period);
      setState(after(startBillRun));
    } catch (error) {
      setState({ phase: 'refused', error });
    }
  };
  const resume = () => setState((current) => (current.phase === 'running' ? { ...current, error: null } : current));
  const reset = () => setState({ phase: 'idle' });

  return { state, start, resume, reset };
}
