import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

const PREFIX = 'compile.weightDraft.';

function read(lineId: string): string | null {
  try {
    return localStorage.getItem(PREFIX + lineId);
  } catch {
    return null;
  }
}

function write(lineId: string, draft: string | null): void {
  try {
    if (draft === null) localStorage.removeItem(PREFIX + lineId);
    else localStorage.setItem(PREFIX + lineId, draft);
  } catch {
    // private mode or a full storage: the draft then lives in memory only
  }
}

/**
 * A typed weight not yet saved by the server, kept in the browser too: when the network drops at
 * 3 a.m. and the page is reloaded, what was typed is still there to save (null = nothing pending).
 */
export function useWeightDraft(lineId: string): [string | null, Dispatch<SetStateAction<string | null>>] {
  const [draft, setDraft] = useState<string | null>(() => read(lineId));
  useEffect(() => write(lineId, draft), [lineId, draft]);
  return [draft, setDraft];
}
