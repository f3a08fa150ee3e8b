// After `expo export --platform web`: makes the guest app's web build installable. Links the web
// manifest and the worker's registration (public/) into index.html and writes dist/sw.js with
// Workbox: the app shell (index.html, the hashed bundles, icons) precached, page addresses under
// /guest answered with index.html; API answers (/graphql) are never cached.
// Run from apps/mobile after the export: node scripts/pwa.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { generateSW } from 'workbox-build';

const BASE = '/guest/';
const dist = new URL('../dist/', import.meta.url).pathname;

const indexFile = `${dist}index.html`;
let html = await readFile(indexFile, 'utf8');
if (!html.includes('rel="manifest"'))
  html = html.replace(
    '</head>',
    `<link rel="manifest" href="${BASE}manifest.webmanifest"/>` +
      `<link rel="apple-touch-icon" href="${BASE}apple-touch-icon.png"/>` +
      `<script src="${BASE}register-sw.js" defer></script></head>`,
  );
await writeFile(indexFile, html);

const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['index.html', '*.{js,png,ico}', '_expo/static/**/*.{js,css}', 'assets/**/*.{png,ttf,woff2}'],
  globIgnores: ['sw.js'],
  swDest: `${dist}sw.js`,
  mode: 'production',
  sourcemap: false,
  // one file: no workbox runtime beside it to serve
  inlineWorkboxRuntime: true,
  navigateFallback: `${BASE}index.html`,
  navigateFallbackAllowlist: [/^\/guest(\/|\?|$)/],
  // bundles and assets carry their content hash in the name
  dontCacheBustURLsMatching: /[.-][0-9a-f]{8,}\./,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
});
for (const warning of warnings) process.stderr.write(`workbox: ${warning}\n`);
process.stdout.write(`guest app service worker: ${count} files (${Math.round(size / 1024)} KiB) precached\n`);
