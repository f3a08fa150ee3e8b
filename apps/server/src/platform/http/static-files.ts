import path from 'node:path';

/** A year: what browsers may keep a file whose name carries its content hash. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache headers of a built app's files: the bundler's hashed files (under `hashedDirs` of `root`)
 * never change under their name, so browsers keep them a year without asking; every other file
 * (favicon, robots.txt) is checked with the server each time.
 */
export function staticCacheHeaders(root: string, hashedDirs: readonly string[]) {
  const prefixes = hashedDirs.map((dir) => path.join(root, dir) + path.sep);
  return (res: { setHeader(name: string, value: string): unknown }, filePath: string): void => {
    res.setHeader('cache-control', prefixes.some((p) => filePath.startsWith(p)) ? IMMUTABLE : 'no-cache');
  };
}

/** Endings of the files a built app serves or a browser asks for: anything else after a dot is part of a page address. */
const FILE_EXTENSIONS = new Set(
  'js mjs cjs css map json webmanifest html htm txt xml png jpg jpeg gif svg ico webp avif woff woff2 ttf otf eot wasm pdf zip csv'
    .split(' ')
    .map((e) => `.${e}`),
);

/**
 * Whether a request the server has no route for gets the single-page app's index.html: a GET of
 * a page address. A file name (`/manifest.json`, `/assets/old-1a2b.js`), the API (`/graphql`,
 * `/api/…`) and other methods get a 404 instead of HTML with status 200. A page address may end
 * in a name with a dot (`/client/edit/7/maria.rossi`): only a file ending makes it a file.
 */
export function wantsAppPage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  if (pathname === '/graphql' || pathname.startsWith('/graphql/') || pathname.startsWith('/api/')) return false;
  return !isFileName(pathname);
}

/** Whether a path names a file (its last segment has a file ending), not a page of an app. */
export function isFileName(pathname: string): boolean {
  return FILE_EXTENSIONS.has(path.posix.extname(pathname).toLowerCase());
}
