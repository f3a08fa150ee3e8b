import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printedSchema, schema } from '../app/schema';
import { WHO_MAY_CALL_DOC, whoMayCallPage } from '../app/who-may-call';

/**
 * Writes apps/server/schema.graphql and the page of who may call each operation; with --check,
 * fails when a checked-in file is stale.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const files: [string, string][] = [
  [path.join(root, 'apps/server/schema.graphql'), printedSchema()],
  [path.join(root, WHO_MAY_CALL_DOC), whoMayCallPage(schema)],
];
for (const [file, text] of files) {
  if (process.argv.includes('--check')) {
    if (readFileSync(file, 'utf8') !== text) {
      console.error(`${path.relative(root, file)} is stale: run \`npm run codegen\` and commit it.`);
      process.exit(1);
    }
    console.log(`${path.relative(root, file)} is up to date`);
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
