import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Integration tests over HTTP against a real database: PGlite snapshot per file, or PostgreSQL
// (TEST_DATABASE_URL, set by scripts/test-postgres.sh) with a database per file.
// graphql-js ships index.js and index.mjs without an exports map: Node (and so Pothos and Yoga)
// loads index.js, Vite would pick index.mjs for our files. One copy, or instanceof checks break.
const graphqlEntry = fileURLToPath(new URL('../../node_modules/graphql/index.js', import.meta.url));

const timeoutFactor = Number(process.env.TEST_TIMEOUT_FACTOR ?? 1);

export default defineProject({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    // TEST_TIMEOUT_FACTOR stretches both on a machine shared with other work (2 cores, several runs)
    testTimeout: 30_000 * timeoutFactor,
    hookTimeout: 60_000 * timeoutFactor,
    pool: 'forks',
  },
});
