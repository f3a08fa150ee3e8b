/** How often an open page asks whether a new version was deployed (browsers also check on each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The worker vite-plugin-pwa writes (vite.config.ts: its default file name, scope /). */
const WORKER_URL = '/sw.js';

/**
 * Registers the service worker that keeps the app shell for fast starts and installation
 * (vite.config.ts). New worker content takes over at once (skipWaiting, clientsClaim) and the page
 * reloads, so nobody keeps working on scripts whose chunks a deploy removed (requirements: on new
 * service-worker content the page reloads). The first worker taking over a page it did not
 * control yet is no new version: no reload then. The browser's own API, without workbox-window,
 * so the sign-in page loads less.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  if (!container) return;
  let controlled = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (controlled && !reloading) {
      reloading = true;
      reload();
    }
    controlled = true;
  });
  const register = () => {
    container
      .register(WORKER_URL, { scope: '/', type: 'classic' })
      .then((registration) => {
        setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      })
      // no worker (private mode, storage off): the app works as a plain web page
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
