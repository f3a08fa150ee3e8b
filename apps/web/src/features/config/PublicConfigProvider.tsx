import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { request } from '../../api/client';
import { PublicConfigQuery } from '../../api/operations';
import type { PublicConfig } from '../../api/operations';
import { startErrorReporting } from '../error-reporting/error-reporting';

const PublicConfigContext = createContext<PublicConfig | null>(null);

let asked: Promise<PublicConfig | null> | null = null;

/**
 * `publicConfig`, asked for once per page load; null when it could not be fetched (the shell then works without:
 * optional links stay hidden). main.tsx asks beside the texts, so the first render already has it and the page
 * is not drawn a second time when it arrives.
 */
export function requestPublicConfig(): Promise<PublicConfig | null> {
  asked ??= request(PublicConfigQuery).then(
    ({ publicConfig }) => publicConfig,
    () => null,
  );
  return asked;
}

/** The config from `initial` (main.tsx) or, without it, once it arrives; until then consumers see `null`. */
export function PublicConfigProvider({
  initial = null,
  children,
}: {
  initial?: PublicConfig | null;
  children: ReactNode;
}) {
  const [config, setConfig] = useState<PublicConfig | null>(initial);

  useEffect(() => {
    let active = true;
    void (initial ? Promise.resolve(initial) : requestPublicConfig()).then((publicConfig) => {
      if (!publicConfig) return;
      if (active) setConfig(publicConfig);
      // off unless the server names a DSN: then the SDK chunk is loaded
      void startErrorReporting(publicConfig.errorReporting);
    });
    return () => {
      active = false;
    };
  }, [initial]);

  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig | null {
  return useContext(PublicConfigContext);
}
