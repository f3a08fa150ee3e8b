import * as Linking from 'expo-linking';

/**
 * The sign-in token of a QR link (`…/guest?token=…` on the web, `brotzeit://guest?token=…` in the
 * app), or null.
 */
export function tokenFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  // read by hand: React Native's URL has no searchParams, and Linking.parse needs the app manifest
  const query = url.split('#')[0]?.split('?')[1] ?? '';
  for (const pair of query.split('&')) {
    const [key = '', value = ''] = pair.split('=');
    if (key !== 'token' || value === '') continue;
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return null;
    }
  }
  return null;
}

/** The address the app was opened with (the QR link), or null. */
export function initialUrl(): Promise<string | null> {
  return Linking.getInitialURL();
}

/**
 * Links opened while the app runs: a QR code scanned with the camera hands `brotzeit://guest?token=…`
 * (or the universal link) to the running app. Returns the unsubscription.
 */
export function onLink(listener: (url: string) => void): () => void {
  const subscription = Linking.addEventListener('url', ({ url }) => listener(url));
  return () => subscription.remove();
}

/** Drops the token from the browser's address bar once used, so it is neither reloaded nor bookmarked. */
export function forgetSignInLink(): void {
  if (typeof window === 'undefined' || !window.history?.replaceState || !window.location) return;
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
