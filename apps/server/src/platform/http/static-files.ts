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

/**
 * Whether a request the server has no route for gets the single-page app's index.html: a GET of
 * a page address. A file name (`/manifest.json`, `/assets/old-1a2b.js`), the API (`/graphql`,
 * `/api/…`) and other methods get a 404 instead of HTML with status 200.
 */
export function wantsAppPage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  if (pathname === '/graphql' || pathname.startsWith('/graphql/') || pathname.startsWith('/api/')) return false;
  return path.posix.extname(pathname) === '';
}
