import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

// The API server runs beside the dev server; in production it serves the same paths itself.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const toApi: ProxyOptions = { target: apiTarget };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Installable app (issue 17): the web manifest and a service worker that precaches the app shell
    // (index.html, scripts, styles, icons). API answers are never cached: the worker only answers
    // its precached files and page addresses of this app; /graphql, /api, /media and the guest
    // app under /guest go to the network as they are. New worker content reloads open pages
    // (src/pwa/register-service-worker.ts).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Brotzeit',
        short_name: 'Brotzeit',
        description: 'Bestellungen und Rechnungen für Bäckereien, ihre Gastgeber und Gäste.',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#4c331f',
        background_color: '#bfb2a6',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // the error-reporting SDK only where it is switched on
        globIgnores: ['**/sentry-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(graphql|api|media|dev|guest|app\/get|health)(\/|$|\?)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  server: {
    proxy: {
      '/graphql': toApi,
      '/dev': toApi,
      '/media': toApi,
      '/api': toApi,
      // The server redirects phones to their store; other devices get the page of this dev server
      // (the server would answer with the last production build instead).
      '/app/get': {
        ...toApi,
        bypass: (req) => (/iPhone|iPad|iPod|Android/i.test(req.headers['user-agent'] ?? '') ? undefined : req.url),
      },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      // Libraries change less often than the app: separate chunks stay cached across deploys.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine(?![\\/]charts)|@floating-ui|react-number-format|react-remove-scroll.*|react-style-singleton|use-callback-ref|use-sidecar|tslib|clsx|get-nonce|detect-node-es|react-transition-group)[\\/]/,
            },
            // the dashboard's charts and what only they use: after react and mantine (groups pull in
            // their dependencies), fetched with the charts, never on /login
            {
              name: 'charts',
              // its shared dependencies (react-is, use-sync-external-store) stay in vendor for the first page
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](@mantine[\\/]charts|recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant)[\\/]/,
            },
            // error reporting is loaded only when SENTRY_DSN is set: never part of the first page's scripts
            { name: 'sentry', test: /node_modules[\\/]@sentry(-internal)?[\\/]/ },
            // the service worker's registration comes after the first render (src/main.tsx)
            { name: 'workbox-window', test: /node_modules[\\/]workbox-window[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
