import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { request } from '../../api/client';
import { PublicConfigQuery } from '../../api/operations';
import type { PublicConfig } from '../../api/operations';
import { startErrorReporting } from '../error-reporting/error-reporting';

const PublicConfigContext = createContext<PublicConfig | null>(null);

/** Loads `publicConfig` once; until it arrives (or if it fails) consumers see `null`. */
export function PublicConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<PublicConfig | null>(null);

  useEffect(() => {
    let active = true;
    request(PublicConfigQuery)
      .then(({ publicConfig }) => {
        if (active) setConfig(publicConfig);
        // off unless the server names a DSN: then the SDK chunk is loaded
        void startErrorReporting(publicConfig.errorReporting);
      })
      .catch(() => {
        // Without the config the shell still works: optional links stay hidden.
      });
    return () => {
      active = false;
    };
  }, []);

  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig | null {
  return useContext(PublicConfigContext);
}
