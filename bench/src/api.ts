import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@bakery/server/src/platform/config';
import { startServer } from '@bakery/server/src/server';
import { DEMO_PASSWORDS } from '@bakery/server/src/db/seed/demo';
import { measure, type Series } from './stats';

const LOGIN =
  'mutation Login($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { jwt userId } }';
const ME = 'query Me { me { id username language kind } }';

/**
 * login and the current-user query over HTTP (sequential, one client), and the same user lookup
 * as plain SQL through the driver in the same process: the floor the API is compared with.
 */
export async function apiSeries(label: string, databaseUrl: string | undefined, calls: number): Promise<Series[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    dataDir,
    logLevel: 'silent',
    authRateLimit: 1_000_000,
    seedDemo: true,
  };
  const server = await startServer(config);
  try {
    const post = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: { login?: { jwt: string; userId: string } }; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data ?? {};
    };
    const vars = { identifier: 'hotel-alpenrose', password: DEMO_PASSWORDS.host };
    const session = (await post(LOGIN, vars)).login;
    if (!session) throw new Error('login failed');
    const { jwt, userId } = session;
    const login = await measure(`${label}: login (HTTP, scrypt)`, calls, async () => void (await post(LOGIN, vars)));
    const me = await measure(`${label}: current user \`me\` (HTTP)`, calls, async () => void (await post(ME, {}, jwt)));
    const bare = await measure(
      `${label}: \`{ __typename }\` without token (HTTP + Yoga only)`,
      calls,
      async () => void (await post('query Bare { __typename }', {})),
    );
    const raw = await measure(`${label}: same user lookup, raw SQL via driver`, calls, async () => {
      const rows = await server.platform.database.rawQuery(
        'SELECT id, username, language, is_bakery, is_host, host_id FROM users WHERE id = $1',
        [Number(userId)],
      );
      if (rows.length !== 1) throw new Error('user not found');
    });
    return [login, me, bare, raw];
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
