import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Reads PDFs the way a person would meet them, with poppler-utils (scripts/ensure-tools.sh):
 * page count and size from `pdfinfo`, the text from `pdftotext`, and a PNG of a page from
 * `pdftoppm` (proves the file renders; tests can also keep it for looking at).
 */
async function withFile<T>(pdf: Buffer, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    return await work(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface PdfInfo {
  pages: number;
  /** Page size in points, as pdfinfo prints it. */
  width: number;
  height: number;
  title: string | null;
}

export function pdfInfo(pdf: Buffer): Promise<PdfInfo> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    const field = (name: string) => stdout.match(new RegExp(`^${name}:\\s*(.*)$`, 'm'))?.[1]?.trim() ?? null;
    const size = field('Page size')?.match(/([\d.]+) x ([\d.]+) pts/);
    return {
      pages: Number(field('Pages')),
      width: Number(size?.[1]),
      height: Number(size?.[2]),
      title: field('Title'),
    };
  });
}

/** The text of every page in reading order, every whitespace run (line breaks too) as one space. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, ' ');
  });
}

/**
 * The text in the order it was drawn (`pdftotext -raw`), one line per printed line, a space
 * wherever glyphs stand apart. Unlike `-layout`, which snaps text to a character grid and so
 * loses a narrow gap such as the one in a right-aligned "4 %", it keeps every printed space.
 */
export function pdfRawText(pdf: Buffer): Promise<string> {
  return withFile(pdf, async (file) => (await run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'])).stdout);
}

/** Page `page` (1-based) rendered to PNG at `dpi`. */
export function pdfPagePng(pdf: Buffer, page = 1, dpi = 60): Promise<Buffer> {
  return withFile(pdf, async (file, dir) => {
    await run('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    return readFile(path.join(dir, 'page.png'));
  });
}
