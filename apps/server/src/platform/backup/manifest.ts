import { z } from 'zod';
import type { Database } from '../db/database';
import { knownMigrations } from '../db/migrations';
import { present } from '../db/rows';

export { knownMigrations };

/** What a backup archive says about itself (`manifest.json`, the archive's first entry). */
export const manifestSchema = z.object({
  format: z.literal('brotzeit-backup'),
  formatVersion: z.literal(1),
  /** When the database's snapshot was taken (ISO 8601, UTC). */
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    serverVersion: z.string(),
    /** `sql`: plain SQL of pg_dump (PGlite's WASM build); `custom`: pg_dump's custom format (pg_restore). */
    dump: z.enum(['sql', 'custom']),
  }),
  /** The last schema migration applied (drizzle's journal: its tag and its `when`). */
  schema: z.object({ migration: z.string(), when: z.number(), migrations: z.number() }),
  counts: z.object({ bakeries: z.number(), bills: z.number(), orders: z.number() }),
  /** `local`: the files of MEDIA_DIR are in the archive under media/; `s3`: the bucket is backed up by its service. */
  media: z.object({ provider: z.string(), files: z.number() }),
  /** Every other entry of the archive with its size and SHA-256 (hex). */
  parts: z.array(z.object({ name: z.string(), bytes: z.number(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The database's last applied migration, named by the code's journal ("unknown" when this code has not got it). */
export async function schemaOf(query: Database['rawQuery']): Promise<BackupManifest['schema']> {
  const rows = (await query(
    'select count(*)::int as n, max(created_at)::bigint as last from drizzle.__drizzle_migrations',
  )) as { n: number; last: string | number | null }[];
  const when = Number(rows[0]?.last ?? 0);
  const known = (await knownMigrations()).find((entry) => entry.when === when);
  return { migration: known?.tag ?? 'unknown', when, migrations: rows[0]?.n ?? 0 };
}

export async function countsOf(query: Database['rawQuery']): Promise<BackupManifest['counts']> {
  const [row] = (await query(
    `select (select count(*)::int from users where is_bakery) as bakeries,
            (select count(*)::int from bills) as bills,
            (select count(*)::int from orders) as orders`,
  )) as BackupManifest['counts'][];
  return present(row, 'counts');
}

/**
 * Why a backup cannot be restored by this code, or null: a schema migration the code does not
 * know (a backup of a newer version: restore it with that version, or update first).
 */
export async function schemaProblem(manifest: BackupManifest): Promise<string | null> {
  const known = await knownMigrations();
  const newest = present(known.at(-1), 'a migration');
  if (manifest.schema.when > newest.when || !known.some((entry) => entry.when === manifest.schema.when))
    return (
      `the backup's schema (${manifest.schema.migration}, ${manifest.schema.migrations} migrations) is newer than this ` +
      `code's (${newest.tag}, ${known.length} migrations): restore it with the version that made it, or update first`
    );
  return null;
}
