import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { manifestSchema, type BackupManifest } from './manifest';

export const MANIFEST = 'manifest.json';

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Size and SHA-256 of each part (paths relative to `dir`). */
export async function describeParts(dir: string, names: string[]): Promise<BackupManifest['parts']> {
  const parts: BackupManifest['parts'] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    parts.push({ name, bytes: (await stat(file)).size, sha256: await sha256Of(file) });
  }
  return parts;
}

/** Writes `manifest.json` into `dir` and packs it and its parts, the manifest first, into one tar file. */
export async function packArchive(dir: string, manifest: BackupManifest, file: string): Promise<void> {
  await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
  await tar.create({ file, cwd: dir, portable: true, noDirRecurse: true }, [
    MANIFEST,
    ...manifest.parts.map((p) => p.name),
  ]);
}

/**
 * Unpacks an archive into the empty directory `dir` and checks it: its manifest, every part there
 * with its size and SHA-256, nothing else in it. Throws naming the first thing that does not hold.
 */
export async function unpackArchive(file: string, dir: string): Promise<BackupManifest> {
  const entries: string[] = [];
  const extracted = tar.extract({
    file,
    cwd: dir,
    strict: true,
    // plain files only, under the directory (tar already refuses absolute paths and ..)
    filter: (entryPath, entry) => {
      const plain = 'type' in entry ? entry.type === 'File' || entry.type === 'Directory' : true;
      if (plain && 'type' in entry && entry.type === 'File') entries.push(entryPath);
      return plain;
    },
  });
  await extracted.catch((error: unknown) => {
    throw new Error(`${file} is not a whole backup archive (${(error as Error).message})`);
  });
  if (!entries.includes(MANIFEST)) throw new Error(`${file} is not a Brotzeit backup: it has no ${MANIFEST}`);
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')));
  if (!parsed.success) throw new Error(`${file}: its manifest is not one this version reads (${parsed.error.message})`);
  const manifest = parsed.data;
  const listed = new Set(manifest.parts.map((p) => p.name));
  const extra = entries.filter((name) => name !== MANIFEST && !listed.has(name));
  if (extra.length > 0) throw new Error(`${file}: files the manifest does not list: ${extra.slice(0, 5).join(', ')}`);
  for (const part of manifest.parts) {
    if (!entries.includes(part.name)) throw new Error(`${file}: ${part.name} is missing`);
    const [actual] = await describeParts(dir, [part.name]);
    if (actual?.bytes !== part.bytes || actual.sha256 !== part.sha256)
      throw new Error(`${file}: the checksum of ${part.name} does not match its manifest: the archive is damaged`);
  }
  return manifest;
}
