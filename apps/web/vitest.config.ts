import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { publicCatalogue } from './build/public-catalogue';

export default defineProject({
  plugins: [react(), publicCatalogue()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
