/**
 * XSD validation of FatturaPA files against the official schema 1.2.3 (./schema), with libxml2's
 * xmllint compiled to WebAssembly (npm xmllint-wasm: no system package needed).
 *
 * Cost: every xmllint run starts a worker thread, compiles the WebAssembly module and parses the
 * 67 KB schema (≈ 0.15–0.3 s), whatever the file. Two measures keep that down:
 * - calls that arrive while a run is under way (or in the same tick) are validated together in the
 *   next run: 20 invoices cost little more than one;
 * - runs are started from one long-lived helper thread (xsd.worker.mjs) created without the parent's
 *   Node flags: xmllint-wasm's own worker inherits them, and under `node --import tsx` (how the
 *   server starts) each run would load tsx again, about +60 % CPU time per validation.
 */
import { Worker } from 'node:worker_threads';

export interface XsdResult {
  valid: boolean;
  /** xmllint's messages for this file ('line 12: Schemas validity error : Element …'). */
  errors: string[];
}

/** Files per xmllint run; SdI allows 5 MB per file, so memory stays bounded. */
const MAX_BATCH = 40;
const MAX_MEMORY_PAGES = 4096; // 256 MiB of WebAssembly memory, room for a batch of large files

interface Job {
  xml: string;
  resolve: (result: XsdResult) => void;
  reject: (error: unknown) => void;
}
interface Reply {
  id: number;
  rawOutput?: string;
  error?: string;
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
      setImmediate(() => void drain());
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
    const rawOutput = await runXmllint(jobs.map((job, i) => ({ fileName: names[i] as string, contents: job.xml })));
    const messages = splitByFile(rawOutput, names);
    jobs.forEach((job, i) => {
      const name = names[i] as string;
      const own = messages.get(name) ?? [];
      const valid = own.includes(`${name} validates`);
      const errors = own
        .filter((line) => line !== `${name} fails to validate`)
        .map((line) => line.replace(`${name}:`, 'line '));
      job.resolve({ valid, errors: valid ? [] : errors });
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

interface Helper {
  worker: Worker;
  pending: Map<number, { resolve: (rawOutput: string) => void; reject: (error: Error) => void }>;
}
let helper: Helper | undefined;
let nextId = 0;

/** One xmllint run in the helper thread; resolves with xmllint's stderr. */
function runXmllint(files: { fileName: string; contents: string }[]): Promise<string> {
  const { worker, pending } = (helper ??= startHelper());
  const id = ++nextId;
  return new Promise<string>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.ref(); // keep the process alive while a validation is under way
    worker.postMessage({ id, files, maxMemoryPages: MAX_MEMORY_PAGES });
  });
}

function startHelper(): Helper {
  const worker = new Worker(new URL('./xsd.worker.mjs', import.meta.url), { execArgv: [] });
  const started: Helper = { worker, pending: new Map() };
  const { pending } = started;
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref(); // an idle helper must not keep the server from exiting
    if (reply.error !== undefined) waiting?.reject(new Error(`xmllint failed: ${reply.error}`));
    else waiting?.resolve(reply.rawOutput ?? '');
  });
  const fail = (error: Error) => {
    if (helper === started) helper = undefined; // the next call starts a fresh helper
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`xmllint helper thread exited with code ${code}`)));
  return started;
}
