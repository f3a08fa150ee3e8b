import { loadConfig } from './platform/config';
import { startServer } from './server';

const config = loadConfig();
const server = await startServer(config);
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
console.warn(`Brotzeit is running on ${server.url} — database: ${where}`);
if (server.demoLogins) {
  console.warn('\nDemo data loaded. Sign in with:');
  console.table(server.demoLogins);
}
if (server.platform.mailer.usesOutbox && !config.production)
  console.warn(`Mails go to the outbox: ${server.url}/dev/outbox (readable only from this machine)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('shutdown failed', err);
        process.exit(1);
      },
    );
  });
}
