// Writes src/graphql-env.d.ts, gql.tada's typings of apps/server/schema.graphql (the `schema` and
// `tadaOutputLocation` of tsconfig.json); with --check, fails when the committed file is stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'src/graphql-env.d.ts');
const check = process.argv.includes('--check');
const scratch = check ? mkdtempSync(path.join(tmpdir(), 'graphql-env-')) : null;
const output = scratch ? path.join(scratch, 'graphql-env.d.ts') : committed;

execFileSync('npx', ['gql.tada', 'generate', 'output', '--tsconfig', 'tsconfig.json', '--output', output], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (scratch) {
  const stale = readFileSync(output, 'utf8') !== readFileSync(committed, 'utf8');
  rmSync(scratch, { recursive: true, force: true });
  if (stale) {
    console.error('packages/api/src/graphql-env.d.ts is stale: run `npm run codegen` and commit it.');
    process.exit(1);
  }
  process.stdout.write('graphql-env.d.ts is up to date\n');
} else {
  process.stdout.write(`wrote ${committed}\n`);
}
