import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A connection string without its password, and the password for PGPASSWORD (not in the process list). */
export function clientArgs(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs one of PostgreSQL's client tools, saying what is missing when it is not installed. */
export async function pgTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    return (await run(tool, args, { env, maxBuffer: 1024 * 1024 * 1024 })).stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error(`${tool} is not installed: it comes with PostgreSQL's client tools (Debian: postgresql-client)`);
    throw new Error(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}
