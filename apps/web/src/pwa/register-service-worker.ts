import { registerSW } from 'virtual:pwa-register';

/** How often an open page asks whether a new version was deployed (browsers also check on each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that keeps the app shell for fast starts and installation
 * (vite.config.ts). New worker content takes over at once and the page reloads, so nobody keeps
 * working on scripts whose chunks a deploy removed (requirements: on new service-worker content
 * the page reloads).
 */
export function registerServiceWorker(): void {
  registerSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
}
