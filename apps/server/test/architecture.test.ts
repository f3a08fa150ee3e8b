/**
 * The server's layering (docs/ARCHITECTURE.md): resolver → service → `*.queries.ts`. Every SQL
 * statement of a feature sits in its module's `*.queries.ts`; other files under src/modules call
 * no Drizzle query builder (`db.select/insert/update/delete/execute/query`, `tx.…`), write no
 * sql`` template and import no query operator from drizzle-orm. Services may open transactions and
 * hand `tx` to queries. Reads files only (well under a second). That `platform/` knows no feature
 * (src/app, the composition root, puts the features together) is a lint boundary of eslint.config.js,
 * proven by test/boundaries.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * Files outside `*.queries.ts` that still run SQL, each with its reason. A file leaves this list
 * when its statements move to its module's queries file; the test fails on a file not listed and
 * on a listed file that no longer runs SQL, so the list only shrinks.
 */
const SQL_OUTSIDE_QUERIES: Record<string, string> = {
  'modules/sdi/pec-inbox.ts':
    'justified: one poll per database, pg_try_advisory_xact_lock on PostgreSQL (infrastructure, no feature data)',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const isTestFile = (file: string) => /\.test\.ts$|\.test-setup\.ts$|\.test-data\.ts$/.test(file);
/** Source without comments, so a comment naming `db.select` is no call. */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const QUERY_BUILDER = /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\b/;
const SQL_TEMPLATE = /\bsql\s*(?:<[^>]*>)?\s*`|\bsql\.(?:raw|join|empty|identifier)\b/;
/** A value (not only types) imported from drizzle-orm: eq, and, sql, count … build queries. */
const DRIZZLE_VALUE_IMPORT = /import\s+\{([^}]*)\}\s+from\s+'drizzle-orm(?:\/[^']*)?'/g;

/** Why a file counts as running SQL, or null. */
export function sqlUse(source: string): string | null {
  const builder = source.match(QUERY_BUILDER);
  if (builder) return builder[0].replace(/\s+/g, '');
  const template = source.match(SQL_TEMPLATE);
  if (template) return 'sql template';
  for (const match of source.matchAll(DRIZZLE_VALUE_IMPORT)) {
    const values = (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '));
    if (values.length > 0) return `imports ${values.join(', ')} from drizzle-orm`;
  }
  return null;
}

describe('server layering', () => {
  it('recognises query builders, sql templates and drizzle-orm operators, not comments or types', () => {
    expect(sqlUse('await ctx.platform.db\n  .select().from(users)')).toBe('db.select');
    expect(sqlUse('await tx.update(bills).set({})')).toBe('tx.update');
    expect(sqlUse('const w = sql`a = ${b}`;')).toBe('sql template');
    expect(sqlUse("import { and, type SQL } from 'drizzle-orm';")).toBe('imports and from drizzle-orm');
    expect(sqlUse("import { type SQL } from 'drizzle-orm';")).toBeNull();
    expect(sqlUse('return ctx.platform.db.transaction(async (tx) => insertBill(tx, row));')).toBeNull();
    expect(sqlUse(code(path.join(SRC, 'modules/reference/reference.service.ts')))).toBeNull();
  });

  const moduleFiles = filesUnder(path.join(SRC, 'modules')).filter(
    (file) => file.endsWith('.ts') && !isTestFile(file) && !file.endsWith('.queries.ts'),
  );

  it('keeps every SQL statement of a feature in its module’s *.queries.ts', () => {
    const offenders = moduleFiles
      .map((file) => ({ file: relative(file), use: sqlUse(code(file)) }))
      .filter(({ file, use }) => use !== null && !(file in SQL_OUTSIDE_QUERIES))
      .map(({ file, use }) => `${file}: ${use}`);
    expect(offenders).toEqual([]);
  });

  it('lists only files that still run SQL (the list shrinks as statements move)', () => {
    const stale = Object.keys(SQL_OUTSIDE_QUERIES).filter((file) => {
      const full = path.join(SRC, file);
      return !moduleFiles.includes(full) || sqlUse(code(full)) === null;
    });
    expect(stale).toEqual([]);
  });
});
