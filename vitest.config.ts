import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config';

// One Vitest run: core, einvoice, api and i18n (unit), server (integration over HTTP, two projects:
// see apps/server/vitest.config.ts), web (components in jsdom).
export default defineConfig({
  test: {
    maxWorkers: 2, // two cores; server test files each hold a database in memory
    projects: ['packages/core', 'packages/einvoice', 'packages/api', 'packages/i18n', ...serverProjects, 'apps/web'],
  },
});
