import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: core (unit), server (integration over HTTP), web (components in jsdom).
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
  },
});
