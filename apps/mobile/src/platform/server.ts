import { Platform } from 'react-native';

/**
 * The server the app talks to. The web build is served by that server (same origin); a native
 * build gets its address at build time from EXPO_PUBLIC_API_URL (e.g. https://bestellen.example);
 * testers may switch it at run time (endpoint.ts, requirements/accounts-and-sign-in.md#testers-server-switch).
 */
let override: string | null = null;

/** A tester's server address chosen at run time (endpoint switch); null goes back to the build's. */
export function setServerOriginOverride(origin: string | null): void {
  override = origin;
}

/** The build's own server: EXPO_PUBLIC_API_URL, else same origin on the web, else localhost. */
export function buildServerOrigin(): string {
  const configured = process.env.EXPO_PUBLIC_API_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return Platform.OS === 'web' ? '' : 'http://localhost:3000';
}

export function serverOrigin(): string {
  return override ?? buildServerOrigin();
}

export function graphqlEndpoint(origin = serverOrigin()): string {
  return `${origin}/graphql`;
}

/** A server path (`/media/…`) as an address the device can load; absolute URLs stay as they are. */
export function serverUrl(pathOrUrl: string, origin = serverOrigin()): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}
