import { LocalStorage, type Storage } from './storage';

/**
 * Where media are kept, read from the environment (docs/OPERATIONS.md "Media storage"): the local
 * directory MEDIA_DIR unless MEDIA_S3_BUCKET names a bucket of an S3-compatible service.
 */
export interface S3StorageConfig {
  bucket: string;
  /** MEDIA_S3_ENDPOINT for MinIO, Garage, Ceph, …; undefined = AWS S3 of the region. */
  endpoint: string | undefined;
  region: string;
  /** MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY; undefined = the SDK's default chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MEDIA_S3_FORCE_PATH_STYLE, default on with an endpoint). */
  forcePathStyle: boolean;
}

const S3_SETTINGS = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
  'MEDIA_S3_FORCE_PATH_STYLE',
] as const;

/** S3's bucket naming rules (3–63 lower-case letters, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) address like https://s3.example.com, got "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.search || url.hash)
    throw new Error(`${name} must be an http(s) address without credentials or query, got "${value}"`);
  return value.trim().replace(/\/+$/, '');
}

function strictBool(name: string, value: string): boolean {
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** MEDIA_S3_*: undefined = media stay in MEDIA_DIR; a partial or invalid setting stops the start. */
export function s3StorageOf(env: NodeJS.ProcessEnv): S3StorageConfig | undefined {
  const bucket = env.MEDIA_S3_BUCKET?.trim() ?? '';
  if (bucket === '') {
    const stray = S3_SETTINGS.filter((name) => set(env[name]));
    if (stray.length > 0)
      throw new Error(
        `${stray.join(', ')} set without MEDIA_S3_BUCKET: name the bucket to keep media in S3, or remove the MEDIA_S3_* settings to keep them in MEDIA_DIR`,
      );
    return undefined;
  }
  if (!BUCKET.test(bucket) || bucket.includes('..'))
    throw new Error(`MEDIA_S3_BUCKET must be a bucket name (3–63 of a-z, 0-9, '.', '-'), got "${bucket}"`);
  const endpoint = set(env.MEDIA_S3_ENDPOINT) ? httpUrl('MEDIA_S3_ENDPOINT', env.MEDIA_S3_ENDPOINT) : undefined;
  const region = [env.MEDIA_S3_REGION, env.AWS_REGION].find(set)?.trim() ?? (endpoint ? 'us-east-1' : undefined);
  if (!region) throw new Error('MEDIA_S3_REGION is needed for a bucket on AWS S3 (e.g. eu-south-1)');
  const accessKeyId = env.MEDIA_S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if ((accessKeyId === '') !== (secretAccessKey === ''))
    throw new Error(
      'MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default credentials',
    );
  return {
    bucket,
    endpoint,
    region,
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: set(env.MEDIA_S3_FORCE_PATH_STYLE)
      ? strictBool('MEDIA_S3_FORCE_PATH_STYLE', env.MEDIA_S3_FORCE_PATH_STYLE)
      : endpoint !== undefined,
  };
}

/** MEDIA_PUBLIC_URL: the base address clients load media from (a CDN or the bucket); undefined = the app's `/media`. */
export function mediaPublicUrlOf(value: string | undefined): string | undefined {
  return set(value) ? httpUrl('MEDIA_PUBLIC_URL', value) : undefined;
}

/**
 * The storage the configuration names: a verified S3 bucket (the SDK is loaded only then) or the
 * local directory. Both serve URLs under MEDIA_PUBLIC_URL when set, else the app's `/media`.
 */
export async function createStorage(config: {
  mediaDir: string;
  mediaS3: S3StorageConfig | undefined;
  mediaPublicUrl: string | undefined;
}): Promise<Storage> {
  const publicUrl = config.mediaPublicUrl ?? '/media';
  if (!config.mediaS3) return new LocalStorage(config.mediaDir, publicUrl);
  const { S3Storage } = await import('./s3-storage');
  const storage = new S3Storage(config.mediaS3, publicUrl);
  try {
    await storage.verify();
  } catch (error) {
    storage.close();
    throw error;
  }
  return storage;
}

/** MEDIA_DIR when the files are kept locally, null when they are in an S3 bucket (what a backup takes). */
export function mediaDirOf(config: { mediaDir: string; mediaS3: S3StorageConfig | undefined }): string | null {
  return config.mediaS3 ? null : config.mediaDir;
}
