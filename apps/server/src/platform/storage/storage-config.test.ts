import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('media storage settings (MEDIA_S3_*, MEDIA_PUBLIC_URL)', () => {
  it('keeps media in MEDIA_DIR, served at /media, by default', () => {
    const config = loadConfig({ MEDIA_DIR: '/srv/media' });
    expect(config.mediaS3).toBeUndefined();
    expect(config.mediaPublicUrl).toBeUndefined();
    expect(config.mediaDir).toBe('/srv/media');
  });

  it('reads a bucket of an S3-compatible service: path-style with an endpoint, us-east-1 unless a region is given', () => {
    expect(
      loadConfig({
        MEDIA_S3_BUCKET: 'brotzeit-media',
        MEDIA_S3_ENDPOINT: 'https://minio.internal:9000/',
        MEDIA_S3_ACCESS_KEY_ID: 'key',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      }).mediaS3,
    ).toEqual({
      bucket: 'brotzeit-media',
      endpoint: 'https://minio.internal:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(
      loadConfig({
        MEDIA_S3_BUCKET: 'media',
        MEDIA_S3_ENDPOINT: 'http://garage:3900',
        MEDIA_S3_REGION: 'garage',
        MEDIA_S3_FORCE_PATH_STYLE: 'false',
      }).mediaS3,
    ).toMatchObject({ region: 'garage', forcePathStyle: false, credentials: undefined });
  });

  it('on AWS S3 takes the region from MEDIA_S3_REGION or AWS_REGION and the credentials from the default chain', () => {
    expect(loadConfig({ MEDIA_S3_BUCKET: 'media.brotzeit', MEDIA_S3_REGION: 'eu-south-1' }).mediaS3).toEqual({
      bucket: 'media.brotzeit',
      endpoint: undefined,
      region: 'eu-south-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig({ MEDIA_S3_BUCKET: 'media', AWS_REGION: 'eu-central-1' }).mediaS3?.region).toBe('eu-central-1');
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'media' })).toThrow(/MEDIA_S3_REGION is needed/);
  });

  it.each([
    [{ MEDIA_S3_ENDPOINT: 'http://minio:9000' }, /MEDIA_S3_ENDPOINT set without MEDIA_S3_BUCKET/],
    [
      { MEDIA_S3_ACCESS_KEY_ID: 'k', MEDIA_S3_SECRET_ACCESS_KEY: 's' },
      /MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY set without MEDIA_S3_BUCKET/,
    ],
    [{ MEDIA_S3_BUCKET: 'Media_Files', MEDIA_S3_REGION: 'x' }, /MEDIA_S3_BUCKET must be a bucket name/],
    [{ MEDIA_S3_BUCKET: 'ab', MEDIA_S3_REGION: 'x' }, /MEDIA_S3_BUCKET must be a bucket name/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'minio:9000' }, /MEDIA_S3_ENDPOINT must be an http\(s\) address/],
    [
      { MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'https://user:pw@minio:9000' },
      /MEDIA_S3_ENDPOINT must be an http\(s\) address without credentials/,
    ],
    [
      { MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'http://minio', MEDIA_S3_ACCESS_KEY_ID: 'k' },
      /MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together/,
    ],
    [
      { MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'http://minio', MEDIA_S3_FORCE_PATH_STYLE: 'sometimes' },
      /MEDIA_S3_FORCE_PATH_STYLE must be true or false/,
    ],
    [{ MEDIA_PUBLIC_URL: 'cdn.example/media' }, /MEDIA_PUBLIC_URL must be an http\(s\) address/],
  ])('refuses %j at start with a message naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('takes MEDIA_PUBLIC_URL without its trailing slash', () => {
    expect(loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.example/media/' }).mediaPublicUrl).toBe(
      'https://cdn.example/media',
    );
  });
});
