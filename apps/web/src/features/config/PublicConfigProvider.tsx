import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { request } from '../../api/client';
import { PublicConfigQuery } from '../../api/operations';
import type { PublicConfig } from '../../api/operations';
import { startErrorReporting } from '../error-reporting';

const PublicConfigContext = createContext<PublicConfig | null>(null);

/** `publicConfig`, or null when it could not be fetched (the shell then works without: optional links stay hidden). */
export function fetchPublicConfig(): Promise<PublicConfig | null> {
  return request(PublicConfigQuery).then(
    ({ publicConfig }) => publicConfig,
    () => null,
  );
}

/**
 * The config for the app: `initial` when main.tsx already has it (asked for beside the texts, so the first render
 * has it and the page is not drawn a second time when it arrives), else from `pending` (main.tsx's request that
 * took longer) or a request of its own; until then consumers see `null`.
 */
export function PublicConfigProvider({
  initial = null,
  pending,
  children,
}: {
  initial?: PublicConfig | null;
  pending?: Promise<PublicConfig | null>;
  children: ReactNode;
}) {
  const [config, setConfig] = useState<PublicConfig | null>(initial);

  useEffect(() => {
    let active = true;
    void (initial ? Promise.resolve(initial) : (pending ?? fetchPublicConfig())).then((publicConfig) => {
      if (!publicConfig) return;
      if (active) setConfig(publicConfig);
      // off unless the server names a DSN: then the SDK chunk is loaded
      void startErrorReporting(publicConfig.errorReporting);
    });
    return () => {
      active = false;
    };
  }, [initial, pending]);

  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig | null {
  return useContext(PublicConfigContext);
}
