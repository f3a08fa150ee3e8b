/**
 * docs/requirements cannot rot: every file path its pages write in backticks exists, every link
 * between them lands on a heading, every page is in the index, and every code comment citing
 * `requirements/<page>.md#<anchor>` lands on a heading too. Reads files only (well under a second).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const REQUIREMENTS = path.join(ROOT, 'docs/requirements');
const PAGES = readdirSync(REQUIREMENTS).filter((name) => name.endsWith('.md'));
/** A repository path as the pages write it: from a top-level folder, a file or a folder (trailing slash). */
const REPO_PATH = /^(?:apps|packages|docs|e2e|scripts|bench)\/[\w.@/[\]-]+$/;
/** Where code lives that may cite a requirement (every app: server, web and the guest app). */
const SOURCE_DIRS = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs'];
/** Sources that cite requirements today; the scan must reach each of them. */
const CITING_SOURCES = ['apps/server/src', 'apps/web/src', 'apps/mobile/src', 'packages/core/src'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.artifacts', '.expo', 'coverage', 'data', 'screenshots']);
const SOURCE_FILE = /\.(?:ts|tsx|mts|mjs|js|sql|md|graphql)$/;

const text = (page: string) => readFileSync(path.join(REQUIREMENTS, page), 'utf8');

/** Markdown without fenced code blocks (examples there are not claims). */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(page: string): Set<string> {
  const headings = prose(text(page)).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((h) => anchorOf(h.replace(/^#+ /, ''))));
}

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) sourceFiles(path.join(dir, entry.name), found);
    } else if (SOURCE_FILE.test(entry.name)) found.push(path.join(dir, entry.name));
  }
  return found;
}

describe('docs/requirements', () => {
  it('names only files and folders that exist', () => {
    const missing: string[] = [];
    for (const page of PAGES) {
      for (const [, span] of prose(text(page)).matchAll(/`([^`\n]+)`/g)) {
        if (REPO_PATH.test(span!) && !existsSync(path.join(ROOT, span!))) missing.push(`${page}: ${span}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('links only to pages and headings that exist', () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      for (const [, target] of prose(text(page)).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [file, anchor] = target!.split('#') as [string, string | undefined];
        const linked = file === '' ? page : file;
        if (!PAGES.includes(linked)) broken.push(`${page}: ${target} (no page ${linked})`);
        else if (anchor && !anchorsOf(linked).has(anchor)) broken.push(`${page}: ${target} (no heading #${anchor})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('lists every page in its index', () => {
    const index = text('README.md');
    expect(PAGES.filter((page) => page !== 'README.md' && !index.includes(`](${page})`))).toEqual([]);
  });

  /** Every `requirements/<page>.md#<anchor>` written in the code, with the file (relative to the root) citing it. */
  function citations() {
    const found: { file: string; cited: string; page: string; anchor: string | undefined }[] = [];
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        for (const [cited, page, anchor] of readFileSync(file, 'utf8').matchAll(
          /requirements\/([\w-]+\.md)(?:#([\w-]+))?/g,
        )) {
          found.push({ file: path.relative(ROOT, file), cited, page: page!, anchor });
        }
      }
    }
    return found;
  }

  it('has a heading for every citation in the code', () => {
    const broken: string[] = [];
    for (const { file, cited, page, anchor } of citations()) {
      const where = `${file}: ${cited}`;
      if (!PAGES.includes(page)) broken.push(`${where} (no page)`);
      else if (anchor && !anchorsOf(page).has(anchor)) broken.push(`${where} (no heading)`);
    }
    expect(broken).toEqual([]);
  });

  it('checks the citations of the server, the web app, the guest app and core', () => {
    const files = citations().map(({ file }) => file.split(path.sep).join('/'));
    expect(CITING_SOURCES.filter((dir) => !files.some((file) => file.startsWith(`${dir}/`)))).toEqual([]);
  });
});
