import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live. Keys are flat names made by the server (`isStorageKey`), never
 * paths from a client. Local directory by default; `S3Storage` (s3-storage.ts) keeps them in a
 * bucket of an S3-compatible service that every instance reaches (DESIGN "Scale path").
 */
export interface Storage {
  /** `local`, `s3`, …: stored in `media.provider`. */
  readonly provider: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored file, or null when there is none. */
  stream(key: string): Promise<{ body: Readable; size: number; contentType: string } | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The address clients load the file from. */
  url(key: string): string;
  /** Lets go of connections (closePlatform). */
  close(): void;
}

/** Letters, digits, `-` and `_`, one extension: no separators, no `..`, nothing hidden. */
const KEY = /^[A-Za-z0-9_-]{1,100}\.(webp|png|jpg|jpeg|gif|avif)$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** A fresh, unguessable key prefix (files are public by URL, so the name must not be guessable). */
export function newStorageId(): string {
  return randomBytes(16).toString('base64url');
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** The key, or an error for anything `isStorageKey` refuses (a bug, never a client's input). */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Files in one directory (MEDIA_DIR), served by the app under `/media/<key>`. */
export class LocalStorage implements Storage {
  readonly provider = 'local';

  constructor(
    private readonly dir: string,
    private readonly publicPath = '/media',
  ) {}

  private file(key: string): string {
    return path.join(this.dir, checkedKey(key));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.file(key);
    await mkdir(this.dir, { recursive: true });
    // Write aside, then rename: a reader never sees half a file.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, target);
  }

  async stream(key: string): Promise<{ body: Readable; size: number; contentType: string } | null> {
    if (!isStorageKey(key)) return null;
    const file = this.file(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  url(key: string): string {
    return `${this.publicPath}/${checkedKey(key)}`;
  }

  close(): void {
    // nothing held open between calls
  }
}
