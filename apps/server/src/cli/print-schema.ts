import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printedSchema } from '../app/schema';

/** Writes apps/server/schema.graphql; with --check, fails when the checked-in file is stale. */
const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');
const sdl = printedSchema();
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== sdl) {
    console.error('schema.graphql is stale: run `npm run codegen` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  writeFileSync(file, sdl);
  console.log(`wrote ${file}`);
}
