import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

// Integration tests over HTTP against a real database: PGlite snapshot per file, or PostgreSQL
// (TEST_DATABASE_URL, set by scripts/test-postgres.sh) with a database per file.
// graphql-js ships index.js and index.mjs without an exports map: Node (and so Pothos and Yoga)
// loads index.js, Vite would pick index.mjs for our files. One copy, or instanceof checks break.
const graphqlEntry = fileURLToPath(new URL('../../node_modules/graphql/index.js', import.meta.url));

const timeoutFactor = Number(process.env.TEST_TIMEOUT_FACTOR ?? 1);

/**
 * Files that need a module registry of their own: one replaces a module with `vi.mock`, the lint
 * tests each build typescript-eslint's project service (held by its module) with their own options. Every other
 * file shares its worker's (isolate: false): the app and its schema are imported and built once per
 * worker instead of once per file (issue 47: a third of the suite's time). Each file still starts
 * its own server on its own database.
 */
const ISOLATED = ['src/modules/bills/bill-run-xsd.int.test.ts', 'test/lint.test.ts', 'test/boundaries.test.ts'];

const serverProject = (name: string, files: { include: string[]; exclude: string[] }, isolate: boolean) =>
  defineProject({
    resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
    test: {
      name,
      root: fileURLToPath(new URL('.', import.meta.url)),
      ...files,
      isolate,
      globalSetup: ['test/global-setup.ts'],
      setupFiles: ['test/fail-on-console-error.ts'],
      // TEST_TIMEOUT_FACTOR stretches both on a machine shared with other work (2 cores, several runs)
      testTimeout: 30_000 * timeoutFactor,
      hookTimeout: 60_000 * timeoutFactor,
      pool: 'forks',
    },
  });

/** The server's integration suite as two projects: `server` and `server-isolated` (`--project 'server*'` runs both). */
export const serverProjects = [
  serverProject(
    'server',
    { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...ISOLATED] },
    false,
  ),
  serverProject('server-isolated', { include: ISOLATED, exclude: [] }, true),
];

export default serverProjects[0];
