import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from './database';

export interface JournalEntry {
  tag: string;
  when: number;
}

let known: Promise<JournalEntry[]> | undefined;

/** The migrations this code knows, oldest first (drizzle's journal beside the SQL files), read once. */
export function knownMigrations(): Promise<JournalEntry[]> {
  known ??= readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8').then((text) =>
    (JSON.parse(text) as { entries: JournalEntry[] }).entries.map(({ tag, when }) => ({ tag, when })),
  );
  return known;
}

/** How many migrations the database has applied (drizzle's record). */
export async function appliedMigrations(query: (sql: string) => Promise<unknown[]>): Promise<number> {
  const rows = (await query('select count(*)::int as n from drizzle.__drizzle_migrations')) as { n: number }[];
  return rows[0]?.n ?? 0;
}
