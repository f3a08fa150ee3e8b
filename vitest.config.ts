import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: core and api (unit), server (integration over HTTP), web (components in jsdom).
export default defineConfig({
  test: {
    maxWorkers: 2, // two cores; server test files each hold a database in memory
    projects: ['packages/core', 'packages/api', 'apps/server', 'apps/web'],
  },
});
