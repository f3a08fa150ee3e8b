import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { publicCatalogue } from './build/public-catalogue';
import { firstPageStyles } from './build/first-page-styles';
import { VitePWA } from 'vite-plugin-pwa';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The API server runs beside the dev server; in production it serves the same paths itself.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const toApi: ProxyOptions = { target: apiTarget };

// React Router 7's package exports name only its development build (warnings on, "Hey developer" texts), for every
// bundler and mode (remix-run/react-router#12532, #14102); the production build sits beside it. The build takes that.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    publicCatalogue(),
    firstPageStyles(
      fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
      fileURLToPath(new URL('./src/ui/mantine-styles.ts', import.meta.url)),
    ),
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
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    // no modulepreload polyfill: browsers without modulepreload (Safari before 17) fetch a screen's
    // chunks when they import them, which is all the polyfill would do earlier
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: {
      // No hand-made library chunks: grouped, the first page preloaded every component of the app. The
      // bundler splits by what each page imports; /login loads only its own (npm run lighthouse measures it).
      output: {
        codeSplitting: {
          groups: [
            // everything the first page needs (the static imports of main.tsx) in one chunk: the
            // modules it shares with later screens would otherwise come as dozens of small files
            { name: 'index', tags: ['$initial'], priority: 30 },
            // error reporting is loaded only when SENTRY_DSN is set: one chunk, named so the worker skips it
            {
              name: 'sentry',
              test: /node_modules[\\/]@sentry(-internal)?[\\/]/,
              // its shared dependencies (react) stay where the first page has them
              includeDependenciesRecursively: false,
              priority: 20,
            },
            // the components and icons the first page does not draw, in one chunk: left to the bundler they came
            // as some 40 files of a few hundred bytes, and the browser's work to start each fetch (a
            // modulepreload link per file) held the main thread for 0.3–0.4 s at Lighthouse's 4× slowdown
            // when the signed-in area opened
            {
              name: 'ui',
              test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|@tabler[\\/]icons-react|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tabbable|get-nonce|aria-hidden|tslib|detect-node-es)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
