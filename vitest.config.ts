import { defineConfig } from 'vitest/config';

// One Vitest run, five projects: core, api and i18n (unit), server (integration over HTTP), web (components in jsdom).
export default defineConfig({
  test: {
    maxWorkers: 2, // two cores; server test files each hold a database in memory
    projects: ['packages/core', 'packages/api', 'packages/i18n', 'apps/server', 'apps/web'],
  },
});
