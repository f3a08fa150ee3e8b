import { describe, expect, it } from 'vitest';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../platform/config';
import { createSdiTransport } from './sdi-transport';

describe('the outbox transport', () => {
  it('takes the same file again (a retried job) but never overwrites a file already handed over', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sdi-outbox-'));
    const transport = createSdiTransport({ ...loadConfig({}).sdi, transport: 'outbox', outboxDir: dir });
    const file = { fileName: 'IT01234567897_00001.xml', xml: '<a/>' };
    expect(await transport.send(file, { name: 'B' })).toEqual({
      transport: 'outbox',
      reference: path.join(dir, file.fileName),
    });
    await expect(transport.send(file, { name: 'B' })).resolves.toMatchObject({ transport: 'outbox' });
    await expect(transport.send({ ...file, xml: '<b/>' }, { name: 'B' })).rejects.toThrow(/EEXIST/);
    expect(await readFile(path.join(dir, file.fileName), 'utf8')).toBe('<a/>');
  });
});
