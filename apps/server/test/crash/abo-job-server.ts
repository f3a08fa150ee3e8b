// The server as main.ts starts it, plus one run of the abo job right away instead of after
// ABO_JOB_MINUTES (whole minutes): the crash test kills it while the job writes orders.
import { loadConfig } from '../../src/platform/config';
import { startServer } from '../../src/server';
import { runAboJob } from '../../src/modules/abos/abo-job';

const server = await startServer(loadConfig());
console.warn(`Brotzeit is running on ${server.url}`);
const report = await runAboJob(server.platform);
console.warn(`abo-job-report ${JSON.stringify(report)}`);

process.on('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
