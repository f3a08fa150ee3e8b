import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The API server runs beside the dev server; in production it serves the same paths itself.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const toApi: ProxyOptions = { target: apiTarget };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
              test: /node_modules[\\/](@mantine|@floating-ui|react-number-format|react-remove-scroll.*|react-style-singleton|use-callback-ref|use-sidecar|tslib|clsx|get-nonce|detect-node-es|react-transition-group)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
