import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { fail } from '../../platform/errors';

/** Largest accepted upload (CSV or ZIP) and most data rows read from it. */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** Most bytes the entries of an uploaded ZIP may inflate to, together (a zip bomb is refused beyond). */
export const IMPORT_MAX_UNZIPPED_BYTES = 4 * IMPORT_MAX_BYTES;

export type ImportEncoding = 'UTF-8' | 'UTF-8-BOM' | 'UTF-16LE' | 'WINDOWS-1252';
export type ImportSeparator = ';' | ',' | '\t';

export interface ImportRecord {
  /** Record number in the file, the header being 1 (quoted line breaks make it differ from a line). */
  row: number;
  cells: string[];
  /** The CSV reader could not split this record cleanly (unclosed quote, wrong column count). */
  broken: 'BROKEN_QUOTES' | 'COLUMN_COUNT' | null;
}

export interface ImportTable {
  /** The CSV read: the upload itself or the one inside the ZIP. */
  csvName: string;
  encoding: ImportEncoding;
  separator: ImportSeparator;
  headers: string[];
  records: ImportRecord[];
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05);

/** Compressed bytes inflated at a time: deflate makes at most ~1,032 bytes of one, so a step yields ≤ 17 MB. */
const INFLATE_STEP = 16 * 1024;

const isCsvEntry = (name: string) => /\.(csv|txt)$/i.test(name) && !name.startsWith('__MACOSX/');

/** The ZIP's entries as its central directory lists them; nothing is inflated. */
function zipDirectory(bytes: Uint8Array): { name: string; originalSize: number }[] {
  const listed: { name: string; originalSize: number }[] = [];
  try {
    unzipSync(bytes, {
      filter: (f) => {
        listed.push({ name: f.name, originalSize: f.originalSize });
        return false;
      },
    });
  } catch {
    fail('IMPORT_NOT_A_ZIP');
  }
  return listed;
}

/**
 * One entry inflated step by step, refused with IMPORT_ZIP_TOO_LARGE as soon as its output passes
 * the limit: the sizes a ZIP declares are the writer's word, and a zip bomb may lie about them.
 */
function inflateEntry(bytes: Uint8Array, name: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  // set inside the callbacks, so TypeScript must not narrow it to its first value
  let state = 'reading' as 'reading' | 'done' | 'tooLarge' | 'broken';
  let started = false;
  const unzip = new Unzip((file) => {
    if (file.name !== name || started) return; // a second entry of that name is not read
    started = true;
    file.ondata = (err, chunk, final) => {
      if (state !== 'reading') return;
      if (err) {
        state = 'broken';
        return;
      }
      total += chunk.length;
      if (total > IMPORT_MAX_UNZIPPED_BYTES) {
        state = 'tooLarge';
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) state = 'done';
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && state === 'reading'; at += INFLATE_STEP)
      unzip.push(bytes.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= bytes.length);
  } catch {
    fail('IMPORT_NOT_A_ZIP');
  }
  if (state === 'tooLarge') fail('IMPORT_ZIP_TOO_LARGE', { maxBytes: IMPORT_MAX_UNZIPPED_BYTES });
  if (state !== 'done') fail('IMPORT_NOT_A_ZIP');
  const content = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    content.set(chunk, offset);
    offset += chunk.length;
  }
  return content;
}

/**
 * The CSV inside a ZIP: the largest .csv/.txt entry that is not macOS metadata. A ZIP whose
 * entries declare more than IMPORT_MAX_UNZIPPED_BYTES together is refused before anything is
 * inflated (IMPORT_ZIP_TOO_LARGE, issue 45), and the entry read is stopped at that limit.
 */
function csvFromZip(bytes: Uint8Array): { name: string; bytes: Uint8Array } {
  const listed = zipDirectory(bytes);
  const declared = listed.reduce((sum, entry) => sum + entry.originalSize, 0);
  if (declared > IMPORT_MAX_UNZIPPED_BYTES) fail('IMPORT_ZIP_TOO_LARGE', { maxBytes: IMPORT_MAX_UNZIPPED_BYTES });
  const [csv] = listed.filter((entry) => isCsvEntry(entry.name)).sort((a, b) => b.originalSize - a.originalSize);
  if (!csv) fail('IMPORT_ZIP_WITHOUT_CSV');
  return { name: csv.name.split('/').pop() ?? csv.name, bytes: inflateEntry(bytes, csv.name) };
}

/**
 * Text of a legacy export: a BOM decides (UTF-8, UTF-16LE); else strict UTF-8 when the bytes are
 * valid UTF-8, else Windows-1252 (what German and Italian Windows tools write). Valid UTF-8 that
 * is really Windows-1252 needs byte pairs like "Ã¤" that real article names do not contain.
 */
export function decodeImportText(bytes: Uint8Array): { text: string; encoding: ImportEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8-BOM' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    // iconv-lite, not TextDecoder: Node 20's TextDecoder reads 'windows-1252' as Latin-1 (0x80 ≠ €)
    return { text: iconv.decode(Buffer.from(bytes), 'win1252'), encoding: 'WINDOWS-1252' };
  }
}

/** Binary content (images, PDFs, spreadsheets) has NUL or other control bytes a CSV never has. */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8192);
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    if (code <= 0x08 || (code >= 0x0e && code <= 0x1a)) return true;
  }
  return false;
}

/**
 * Reads an upload as the import table: a ZIP holding a CSV, or a CSV; detects encoding and
 * separator (; , or tab), keeps quoted fields whole. Refuses with IMPORT_NOT_A_ZIP what is neither
 * ZIP nor text, IMPORT_CSV_EMPTY a file without data rows, IMPORT_TOO_LARGE what is too big,
 * IMPORT_ZIP_TOO_LARGE a ZIP that would inflate beyond IMPORT_MAX_UNZIPPED_BYTES.
 */
export function readImportFile(fileName: string, bytes: Uint8Array): ImportTable {
  if (bytes.length === 0) fail('IMPORT_CSV_EMPTY');
  if (bytes.length > IMPORT_MAX_BYTES) fail('IMPORT_TOO_LARGE', { maxBytes: IMPORT_MAX_BYTES });
  let csvName = fileName;
  let csvBytes = bytes;
  if (isZip(bytes) || /\.zip$/i.test(fileName)) ({ name: csvName, bytes: csvBytes } = csvFromZip(bytes));
  const { text, encoding } = decodeImportText(csvBytes);
  if (looksBinary(text)) fail('IMPORT_NOT_A_ZIP');

  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [';', ',', '\t'], skipEmptyLines: 'greedy' });
  const separator = parsed.meta.delimiter as ImportSeparator;
  const [headerRow, ...dataRows] = parsed.data;
  if (!headerRow || headerRow.length < 2 || ![';', ',', '\t'].includes(separator)) fail('IMPORT_CSV_UNREADABLE');
  if (dataRows.length === 0) fail('IMPORT_CSV_EMPTY');
  if (dataRows.length > IMPORT_MAX_ROWS) fail('IMPORT_TOO_MANY_ROWS', { maxRows: IMPORT_MAX_ROWS });

  const headers = trimTrailingEmpty(headerRow.map((h) => h.trim()));
  const quoteErrors = new Set(
    parsed.errors.flatMap((e) => (e.type === 'Quotes' && e.row !== undefined ? [e.row - 1] : [])),
  );
  const records = dataRows.map((raw, index): ImportRecord => {
    const cells = trimTrailingEmpty(raw);
    const broken = quoteErrors.has(index) ? 'BROKEN_QUOTES' : cells.length > headers.length ? 'COLUMN_COUNT' : null;
    return { row: index + 2, cells, broken };
  });
  return { csvName, encoding, separator, headers, records };
}

/** Many exports end every line with a separator; empty cells at the end carry nothing. */
function trimTrailingEmpty(cells: string[]): string[] {
  const end = cells.findLastIndex((cell) => cell.trim() !== '') + 1;
  return cells.slice(0, end);
}
