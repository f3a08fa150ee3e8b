import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../src/platform/config';

/** `npm run admin -- <args>` as the operator runs it (the CLI in its own process), with `env` on top. */
export function runAdmin(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/cli/admin.ts'), ...args],
      { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}
