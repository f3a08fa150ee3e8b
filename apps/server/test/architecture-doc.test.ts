/**
 * docs/ARCHITECTURE.md cannot rot (issue 47): every path it writes in backticks exists — read from
 * the repository root or from the app or package folder the sentence is about (`platform/db/`,
 * `features/orders/`, `routes/access.ts`) — and every function, component or type it names in
 * backticks is still declared in the code. Reads files only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DOC = readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
/** Where the document's short paths start: `modules/…` is the server's, `features/…` the web's or the app's. */
const BASES = [
  '',
  'apps/server/src/',
  'apps/server/',
  'apps/web/src/',
  'apps/web/',
  'apps/mobile/src/',
  'apps/mobile/',
  'packages/core/src/',
  'packages/api/src/',
  'packages/i18n/src/',
  'e2e/',
  'docs/',
  'apps/web/src/features/',
  'apps/mobile/src/features/',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.artifacts', '.expo', 'coverage', 'data', 'screenshots']);
const SOURCE_FILE = /\.(?:ts|tsx|mts|mjs|js|graphql|sql|sh)$/;
const ANY_FILE = /./;

function sourceFiles(dir: string, found: string[] = [], wanted = SOURCE_FILE): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.'))
        sourceFiles(path.join(dir, entry.name), found, wanted);
    } else if (wanted.test(entry.name)) found.push(path.join(dir, entry.name));
  }
  return found;
}

/** Every file of the repository (sources, styles, configs), relative to the root. */
const FILES = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs'].flatMap((dir) =>
  sourceFiles(path.join(ROOT, dir), [], ANY_FILE).map((file) => path.relative(ROOT, file).split(path.sep).join('/')),
);
const globOf = (name: string) => new RegExp(`^${name.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

let sources: string | undefined;
/** The text of every source file. */
function code(): string {
  sources ??= ['apps', 'packages', 'e2e', 'scripts', 'bench']
    .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return sources;
}

/** `{de,it,en}.json` → three names; `x.*` and `*.queries.ts` match any file of the folder. */
function expand(span: string): string[] {
  const brace = span.match(/\{([^}]+)\}/);
  if (!brace) return [span];
  return brace[1]!.split(',').flatMap((part) => expand(span.replace(brace[0], part)));
}

function exists(relative: string): boolean {
  if (!relative.includes('*')) return existsSync(path.join(ROOT, relative));
  const pattern = globOf(relative);
  return FILES.some((file) => pattern.test(file));
}

/** Whether the path the document writes names something in the repository (or an installed package). */
function resolves(span: string): boolean {
  const workspace = span.match(/^@bakery\/([\w-]+)(?:\/(.+))?$/);
  if (workspace) {
    const module = `packages/${workspace[1]}/src/${workspace[2] ?? 'index'}`;
    return exists(`${module}.ts`) || exists(`${module}/index.ts`);
  }
  if (span.startsWith('@')) return existsSync(path.join(ROOT, 'node_modules', span));
  if (span.includes('...')) {
    const [prefix, rest] = span.split(/\/?\.\.\.\/?/) as [string, string];
    return FILES.some((file) => file.startsWith(prefix) && file.endsWith(`/${rest}`));
  }
  // a bare file name: the sentence names its folder; a file of that name exists, or the code writes it (a build's output)
  if (!span.includes('/'))
    return FILES.some((file) => globOf(`*${span}`).test(path.basename(file))) || code().includes(`'${span}'`);
  const [first, ...rest] = span.split('/');
  const inPackage = existsSync(path.join(ROOT, 'packages', first!)) ? [`packages/${first}/src/${rest.join('/')}`] : [];
  // `src/…` of the package or app the sentence is about
  const inWorkspace = first === 'src' ? FILES.filter((file) => file.endsWith(`/${span}`)) : [];
  const candidates = [...inPackage, ...inWorkspace, ...BASES.map((base) => base + span)].map((c) =>
    c.replace(/\/$/, ''),
  );
  // a module named without its extension (`ui/ConfirmDeleteModal`)
  return candidates.some((c) => exists(c) || exists(`${c}.ts`) || exists(`${c}.tsx`));
}

/** A path as the document writes one: folders and files with a slash or a file extension. */
const PATH = /^[\w.@*{},[\]-]+(?:\/[\w.@*{},[\]-]*)+$|^[\w.*{},-]+\.(?:ts|tsx|md|json|sh|mjs|css|graphql|sql)$/;
/** A name from the code: `renderPdf`, `useApiMutation`, `CompileBagList` (two words at least, no dots). */
const NAME = /^(?:[a-z]+(?:[A-Z][a-z0-9]*)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+)$/;

const spans = [...DOC.matchAll(/`([^`\n]+)`/g)].map(([, span]) => span!.trim());

describe('docs/ARCHITECTURE.md', () => {
  it('names only paths that exist', () => {
    const missing = new Set<string>();
    for (const span of spans) {
      const candidate = span.replace(/^\.\//, '').replace(/[:,]$/, '');
      if (!PATH.test(candidate) || candidate.startsWith('http') || candidate.includes('<')) continue;
      if (/^[A-Z_]+\//.test(candidate)) continue; // a place under a configured directory (DATA_DIR/control.sock)
      const plugin = candidate.match(/^([a-z-]+)\/[a-z-]+$/)?.[1];
      if (plugin && existsSync(path.join(ROOT, 'node_modules', `eslint-plugin-${plugin}`))) continue; // a lint rule
      if (!expand(candidate).every(resolves)) missing.add(span);
    }
    expect([...missing]).toEqual([]);
  });

  it('names only functions, components and types the code declares', () => {
    const words = new Set(code().match(/[A-Za-z_$][\w$]*/g) ?? []);
    const missing = [...new Set(spans.map((span) => span.replace(/\(.*\)$/, '')))].filter(
      (span) => NAME.test(span) && !words.has(span),
    );
    expect(missing).toEqual([]);
  });
});
