import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import { REPO_ROOT } from '@bakery/server/src/platform/config';
// The verify step as the import screen sends it.
import { operationText } from '@bakery/api';
import { PreviewProductImportMutation } from '@bakery/api/web';
import type { ImportCounts, ProductImportPreview } from '../../apps/web/src/api/operations';
import { measure, type Series } from './stats';

/** The checked-in Easyback export (UTF-8 with BOM, semicolons, about 395 rows). */
export const IMPORT_SAMPLE = 'apps/server/test/fixtures/product-import/easyback-utf8-bom.csv';

export type Post = (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>;

export interface ImportBench {
  preview: Series;
  /** papaparse alone on the same bytes, with the server's options: the floor of the preview. */
  bare: Series;
  statements: number;
  rows: number;
  counts: ImportCounts;
}

/**
 * previewProductImport of the sample against the generated bakery (reads and classifies, writes
 * nothing, so every call sees the same catalogue), beside papaparse parsing the same file.
 */
export async function importSeries(
  label: string,
  calls: number,
  post: Post,
  counter: { reset(): void; get(): number },
): Promise<ImportBench> {
  const bytes = await readFile(path.join(REPO_ROOT, IMPORT_SAMPLE));
  const file = { fileName: path.basename(IMPORT_SAMPLE), contentBase64: bytes.toString('base64') };
  const preview = async () =>
    (await post(operationText(PreviewProductImportMutation), { file })).previewProductImport as ProductImportPreview;

  const first = await preview();
  counter.reset();
  await preview();
  const statements = counter.get();
  const api = await measure(
    `${label}: product import verify step, \`previewProductImport\` of ${first.rows.length} rows (HTTP, base64)`,
    calls,
    async () => void (await preview()),
  );
  const bare = await measure(`${label}: same file, papaparse alone (bare library)`, calls, async () => {
    const text = new TextDecoder('utf-8').decode(bytes); // drops the BOM, as the server does
    const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [';', ',', '\t'], skipEmptyLines: 'greedy' });
    if (parsed.data.length < 2) throw new Error('papaparse read no records');
  });
  return { preview: api, bare, statements, rows: first.rows.length, counts: first.counts };
}
