import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The parts of a V8 .cpuprofile (`node --cpu-prof`) the summary reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileEntry {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  /** Self time by function (name and short file). */
  functions: ProfileEntry[];
  /** Self time by where the code lives: a package, the server's own code, Node's internals, GC, idle. */
  areas: ProfileEntry[];
}

/** `node_modules/.pnpm/...` and absolute paths shortened to `pkg/file.js` or `apps/server/...`. */
function shortUrl(url: string): string {
  const clean = url.replace(/^file:\/\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) return clean.slice(nm + 'node_modules/'.length);
  const app = clean.search(/(apps|packages)\//);
  return app >= 0 ? clean.slice(app) : clean;
}

function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native / V8 builtins)';
  if (url.startsWith('node:')) return 'node: internals (http, net, streams, crypto)';
  const short = shortUrl(url);
  if (url.includes('node_modules/')) {
    const parts = short.split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? short);
  }
  if (short.startsWith('apps/') || short.startsWith('packages/')) return short.split('/').slice(0, 2).join('/');
  return short;
}

/**
 * Sums self time per function and per area over the samples of one profile; with `lastMs` only
 * over the samples of its last milliseconds (the rush, not the start-up before it).
 */
export function summariseProfile(profile: CpuProfile, top = 15, lastMs = Infinity): ProfileSummary {
  const from = profile.endTime - lastMs * 1000;
  let at = profile.startTime;
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const fn = new Map<string, number>();
  const area = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < from) return;
    const ms = delta / 1000;
    const frame = byId.get(id);
    if (!frame) return;
    total += ms;
    const name = `${frame.functionName || '(anonymous)'}${frame.url ? ` ${shortUrl(frame.url)}:${frame.lineNumber + 1}` : ''}`;
    fn.set(name, (fn.get(name) ?? 0) + ms);
    const a = areaOf(frame.url, frame.functionName);
    area.set(a, (area.get(a) ?? 0) + ms);
  });
  const rank = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((x, y) => y[1] - x[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms, share: total > 0 ? ms / total : 0 }));
  return { totalMs: total, functions: rank(fn), areas: rank(area) };
}

/** The summary of the one .cpuprofile in `dir` (the server process writes it when it exits). */
export async function summariseProfileDir(dir: string, top = 15, lastMs = Infinity): Promise<ProfileSummary | null> {
  const file = (await readdir(dir)).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return null;
  return summariseProfile(JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CpuProfile, top, lastMs);
}

// `node --import tsx bench/src/rush-profile.ts <file.cpuprofile> [top] [last ms]` prints a summary
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1])) && process.argv[2]) {
  const summary = summariseProfile(
    JSON.parse(await readFile(process.argv[2], 'utf8')) as CpuProfile,
    Number(process.argv[3] ?? 25),
    Number(process.argv[4] ?? Infinity),
  );
  console.log(`total sampled ${summary.totalMs.toFixed(0)} ms`);
  for (const e of summary.areas) console.log(`${(e.share * 100).toFixed(1).padStart(5)}%  ${e.name}`);
  console.log('');
  for (const e of summary.functions) console.log(`${(e.share * 100).toFixed(1).padStart(5)}%  ${e.name}`);
}
