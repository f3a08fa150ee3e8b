import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

const DOVECOT = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';

export interface Dovecot {
  /** imap://user:password@127.0.0.1:port (no TLS), as SDI_PEC_IMAP_URL takes it. */
  url: string;
  user: string;
  /** A client logged in to the box, for the test to put mails in and look at flags. */
  client(): Promise<ImapFlow>;
  /** The server's log (auth and session lines): shown when a test fails. */
  log(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The greeting of a ready IMAP server (Dovecot first says it waits for its auth process). */
async function waitForGreeting(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dovecot exited with ${child.exitCode}:\n${log()}`);
    const ready = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.setTimeout(1000, () => socket.destroy());
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (/ready\./.test(text)) {
          socket.end('a LOGOUT\r\n');
          resolve(true);
        }
      });
      socket.on('error', () => resolve(false));
      socket.on('close', () => resolve(false));
    });
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`dovecot did not answer on port ${port}:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Name of the group with this id (Dovecot's settings want names). */
function groupName(gid: number): string {
  const line = readFileSync('/etc/group', 'utf8')
    .split('\n')
    .find((l) => l.split(':')[2] === String(gid));
  return line?.split(':')[0] ?? 'nogroup';
}

/**
 * Debian's Dovecot (`dovecot-imapd`, installed by scripts/ensure-tools.sh) started for one test
 * file: a temporary config and Maildir, one passwd-file user, plain IMAP on a free port of
 * 127.0.0.1. It runs unprivileged — as the current user, or as `nobody` when the tests run as
 * root — so it cannot touch anything outside its temporary directory.
 */
export async function startDovecot(user = 'pec-baeckerei', password = 'pec-secret'): Promise<Dovecot> {
  if (!existsSync(DOVECOT))
    throw new Error(
      `${DOVECOT} is missing: run scripts/ensure-tools.sh (Debian package dovecot-imapd) or set DOVECOT_PATH`,
    );
  const root = process.getuid?.() === 0;
  const uid = root ? 65534 : process.getuid!();
  const gid = root ? 65534 : process.getgid!();
  const userName = root ? 'nobody' : os.userInfo().username;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dovecot-'));
  const port = await freePort();
  for (const sub of ['run', 'state', 'mail']) mkdirSync(path.join(dir, sub));
  writeFileSync(path.join(dir, 'passwd'), `${user}:{PLAIN}${password}::::::\n`);
  const conf = path.join(dir, 'dovecot.conf');
  writeFileSync(
    conf,
    `# written by test/imap/dovecot.ts
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
default_internal_user = ${userName}
default_internal_group = ${groupName(gid)}
default_login_user = ${userName}
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
  # no auth penalty socket: no growing login delay for 127.0.0.1 after a test's deliberate wrong password
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
`,
  );
  if (root)
    for (const p of [dir, ...['run', 'state', 'mail', 'passwd', 'dovecot.conf'].map((f) => path.join(dir, f))])
      chownSync(p, uid, gid);
  const child = spawn(DOVECOT, ['-F', '-c', conf], { uid, gid, stdio: ['ignore', 'pipe', 'pipe'] });
  const killOnExit = () => child.kill('SIGTERM'); // a test run that dies leaves no IMAP server behind
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const log = () => {
    const file = path.join(dir, 'dovecot.log');
    return output + (existsSync(file) ? readFileSync(file, 'utf8') : '');
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM'); // the master (-F keeps it in the foreground) ends its own children
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForGreeting(port, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    user,
    async client() {
      const client = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        auth: { user, pass: password },
        logger: false,
        disableAutoIdle: true,
      });
      client.on('error', () => undefined);
      await client.connect();
      return client;
    },
    log,
    stop,
  };
}
