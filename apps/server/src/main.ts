import { ConfigError, loadServerConfig, type Config } from './platform/config';
import { startServer } from './server';
import { DataDirInUse } from './platform/backup/index';

let config: Config;
try {
  config = loadServerConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // the operator's list of what to fix, without a stack trace around it
  console.error(error.message);
  process.exit(1);
}
const server = await startServer(config).catch((error: unknown) => {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message); // a second `npm start` on the same data/: say so, no stack trace
  process.exit(1);
});
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
