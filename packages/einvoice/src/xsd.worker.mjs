// Runs xmllint-wasm for xsd.ts in a thread started without the parent's Node flags (see xsd.ts).
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { validateXML } from 'xmllint-wasm';

const read = (name) => ({ fileName: name, contents: readFileSync(new URL(`./schema/${name}`, import.meta.url)) });
const schema = read('Schema_VFPR12_v1.2.3.xsd');
const preload = read('xmldsig-core-schema.xsd'); // the name the main schema imports

parentPort.on('message', async ({ id, files, maxMemoryPages }) => {
  try {
    const result = await validateXML({ xml: files, schema, preload, initialMemoryPages: 256, maxMemoryPages });
    parentPort.postMessage({ id, rawOutput: result.rawOutput });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
