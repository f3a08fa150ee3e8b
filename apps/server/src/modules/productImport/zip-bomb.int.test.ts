import { zipSync, strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';
import { IMPORT_MAX_UNZIPPED_BYTES } from './import-file';

// Issue 45: a ZIP whose entries inflate beyond a sane limit was answered IMPORT_ZIP_WITHOUT_CSV
// (one big entry) or inflated whole in memory (many entries); now it is IMPORT_ZIP_TOO_LARGE,
// decided before anything is inflated, and a ZIP lying about its sizes is stopped at the limit.
const PREVIEW = `mutation Preview($file: ImportFileInput!) { previewProductImport(file: $file) { csvName counts { new } } }`;

let server: TestServer;
let jwt: string;
beforeAll(async () => {
  server = await createTestServer();
  const tenant = await createTenant(server.platform.db, 'zb');
  jwt = (await signIn(server, { users: [tenant.bakery.username] }))[tenant.bakery.username]!;
});
afterAll(() => server.close());

/** A CSV of `bytes` bytes (a header and many one-product rows): the kind of text that packs 100:1 or better. */
const bigCsv = (bytes: number) => strToU8(`Code;Name\n${'1;Brot\n'.repeat(Math.ceil(bytes / 7))}`);

const upload = (fileName: string, zip: Uint8Array) => ({
  fileName,
  contentBase64: Buffer.from(zip).toString('base64'),
});

/** Writes `size` as every uncompressed size field of the ZIP (local headers and central directory). */
function lieAboutSizes(zip: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer);
  for (let i = 0; i + 30 < out.length; i++) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return out;
}

describe('product import: zip bombs', () => {
  it('refuses a ZIP whose CSV would inflate beyond the limit, with its own code and the limit', async () => {
    const zip = zipSync({ 'export.csv': bigCsv(IMPORT_MAX_UNZIPPED_BYTES + 1_000_000) }, { level: 9 });
    expect(zip.length).toBeLessThan(200_000); // a real bomb: a few kB that unpack to 17 MB
    const res = await server.gql(PREVIEW, { file: upload('export.zip', zip) }, jwt);
    expect(codeOf(res)).toBe('IMPORT_ZIP_TOO_LARGE');
    expect(res.errors?.[0]?.extensions?.maxBytes).toBe(IMPORT_MAX_UNZIPPED_BYTES);
  });

  it('refuses many entries that inflate beyond the limit together', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`part-${i}.csv`, bigCsv(Math.ceil(IMPORT_MAX_UNZIPPED_BYTES / 16))]),
    );
    const res = await server.gql(PREVIEW, { file: upload('parts.zip', zipSync(entries, { level: 9 })) }, jwt);
    expect(codeOf(res)).toBe('IMPORT_ZIP_TOO_LARGE');
  });

  it('stops a ZIP that claims small sizes while its entry inflates beyond the limit', async () => {
    const zip = zipSync({ 'export.csv': bigCsv(IMPORT_MAX_UNZIPPED_BYTES + 1_000_000) }, { level: 9 });
    const res = await server.gql(PREVIEW, { file: upload('export.zip', lieAboutSizes(zip, 1000)) }, jwt);
    expect(codeOf(res)).toBe('IMPORT_ZIP_TOO_LARGE');
  });

  it('still reads a ZIP that stays within the limit', async () => {
    const csv = strToU8('Code;Name;Weight;Price\n99001;Roggenbrot;500;2,50\n99002;Krapfen;80;1,20\n');
    const zip = zipSync({ '__MACOSX/._export.csv': strToU8('x'), 'export.csv': csv, 'logo.png': new Uint8Array(10) });
    const res = await server.gql(PREVIEW, { file: upload('export.zip', zip) }, jwt);
    expect(res.errors).toBeUndefined();
    expect(res.data.previewProductImport).toMatchObject({ csvName: 'export.csv', counts: { new: 2 } });
  });
});
