/**
 * XSD validation of FatturaPA files against the official schema 1.2.3 (./schema), with libxml2's
 * xmllint compiled to WebAssembly (npm xmllint-wasm: no system package needed).
 *
 * Cost: each xmllint run starts a worker thread, compiles the WebAssembly module and parses the
 * 67 KB schema — about 0.2 s on this machine's class of hardware, whatever the file. So calls that
 * arrive while a run is under way (or in the same tick) are validated together in the next run:
 * 10 invoices cost about as much as 1. Results are per file.
 */
import { readFileSync } from 'node:fs';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

export interface XsdResult {
  valid: boolean;
  /** xmllint's messages for this file ('Schemas validity error : Element …'), with line numbers. */
  errors: string[];
}

const SCHEMA_NAME = 'Schema_VFPR12_v1.2.3.xsd';
const SIGNATURE_SCHEMA_NAME = 'xmldsig-core-schema.xsd'; // the name the main schema imports
/** Files per xmllint run; 5 MB is SdI's limit per file, so memory stays bounded. */
const MAX_BATCH = 40;
const MEMORY_PAGES = 4096; // 256 MiB of WebAssembly memory, room for a batch of large files

let schemaFiles: { schema: XMLFileInfo; preload: XMLFileInfo } | undefined;

function loadSchemas() {
  schemaFiles ??= {
    schema: { fileName: SCHEMA_NAME, contents: readSchema(SCHEMA_NAME) },
    preload: { fileName: SIGNATURE_SCHEMA_NAME, contents: readSchema(SIGNATURE_SCHEMA_NAME) },
  };
  return schemaFiles;
}

function readSchema(name: string): Uint8Array {
  return readFileSync(new URL(`./schema/${name}`, import.meta.url));
}

interface Job {
  xml: string;
  resolve: (result: XsdResult) => void;
  reject: (error: unknown) => void;
}

const queue: Job[] = [];
let draining = false;

/**
 * Validates one FatturaPA XML string against the FPR12 1.2.3 schema. Resolves with the verdict;
 * rejects only if xmllint itself fails (not for an invalid file).
 */
export function validateFatturaPA(xml: string): Promise<XsdResult> {
  return new Promise((resolve, reject) => {
    queue.push({ xml, resolve, reject });
    if (!draining) {
      draining = true;
      setImmediate(drain);
    }
  });
}

async function drain(): Promise<void> {
  try {
    while (queue.length > 0) await runBatch(queue.splice(0, MAX_BATCH));
  } finally {
    draining = false;
  }
}

async function runBatch(jobs: Job[]): Promise<void> {
  const names = jobs.map((_, i) => `invoice-${i}.xml`);
  try {
    const { schema, preload } = loadSchemas();
    const result = await validateXML({
      xml: jobs.map((job, i) => ({ fileName: names[i] as string, contents: job.xml })),
      schema,
      preload,
      initialMemoryPages: 256,
      maxMemoryPages: MEMORY_PAGES,
    });
    const messages = splitByFile(result.rawOutput, names);
    jobs.forEach((job, i) => {
      const name = names[i] as string;
      const own = messages.get(name) ?? [];
      const valid = own.includes(`${name} validates`);
      job.resolve({ valid, errors: valid ? [] : own.filter((line) => line !== `${name} fails to validate`).map((line) => line.replace(`${name}:`, 'line ')) });
    });
  } catch (error) {
    // One odd file must not fail the others: retry them one by one.
    if (jobs.length === 1) jobs[0]?.reject(error);
    else for (const job of jobs) await runBatch([job]);
  }
}

/** xmllint's stderr, line by line, given to the file it names (continuation lines to the last one named). */
function splitByFile(output: string, names: string[]): Map<string, string[]> {
  const byFile = new Map<string, string[]>(names.map((name) => [name, []]));
  let current: string | undefined;
  for (const line of output.split('\n')) {
    if (line.trim() === '') continue;
    const named = names.find((name) => line.startsWith(`${name}:`) || line.startsWith(`${name} `));
    if (named) current = named;
    if (current) byFile.get(current)?.push(line);
  }
  return byFile;
}
