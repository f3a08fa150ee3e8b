import { describe, expect, it } from 'vitest';
import { ChildServer } from '../../../test/crash/child-server';
import { useCrashTest } from '../../../test/crash/crash-setup';

// The real server at production's log level: every request's address is logged, so an address that carries a
// secret must reach the log without it (log-redaction.ts).
const crash = useCrashTest();

const PASSWORD = 'Gast-Geheim-2026!';
const TOKENS = ['restore-token-5a1f', 'verify-token-7c2e', 'qr-token-9d3b'];

describe('the request log', () => {
  it(
    'keeps no guest password and no sign-in or reset token of the addresses it logs at level info',
    { timeout: 60_000 },
    async () => {
      const database = await crash.freshDatabase();
      const server = await ChildServer.start({
        ...database.env,
        LOG_LEVEL: 'info',
        JWT_SECRET: 'log-redaction-test-secret-2026',
      });
      const addresses = [
        `/printInstruction/de/zimmer101-abc/${encodeURIComponent(PASSWORD)}/Alpenrose/Mair/12:00/7/2026-11-01/2026-11-30`,
        `/password/restore/${TOKENS[0]}`,
        `/login/${TOKENS[1]}`,
        `/guest?token=${TOKENS[2]}&lang=de`,
      ];
      for (const address of addresses) await (await fetch(`${server.url}${address}`)).arrayBuffer();
      await server.waitFor(/"url":"\/guest\?token=redacted&lang=de"/);

      expect(server.output).toContain('"url":"/printInstruction/de/zimmer101-abc/redacted/Alpenrose/');
      expect(server.output).toContain('"url":"/password/restore/redacted"');
      expect(server.output).toContain('"url":"/login/redacted"');
      for (const secret of [PASSWORD, encodeURIComponent(PASSWORD), ...TOKENS])
        expect(server.output).not.toContain(secret);
    },
  );
});
