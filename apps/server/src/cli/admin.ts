import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { isLanguage } from '@bakery/core';
import { ConfigError, loadConfig, type Config } from '../platform/config';
import { closePlatform, createPlatform } from '../platform/platform';
import { AppError } from '../platform/errors';
import { users } from '../db/schema/index';
import { onboardBakery } from '../modules/users/onboarding.service';
import { createOperator, listAllBakeries, operatorContext } from '../modules/operator/operator.service';
import { revokeContractNotice } from '../modules/contract/contract.service';
import { waitForWorkAfterAnswers } from '../platform/background';
import { backupCommand, restoreCommand } from './backup-commands';
import { serverRunsOn } from '../platform/backup/index';
import {
  answerSupportConversation,
  listSupportConversations,
  readSupportConversation,
} from '../modules/messages/messages.service';

const USAGE = `Platform operator tool. On the embedded database, backup works while the server runs; the other
commands need it stopped first (PGlite allows one process per directory) and say so. Or point DATABASE_URL at
the PostgreSQL server.

  npm run admin -- create-bakery --username NAME --email MAIL --password PASS --company "Bäckerei X" [--language de|it|en] [--city CITY] [--vat 01234567890]
  npm run admin -- list-bakeries              (SPEC §7 "all bakeries", the same query the API answers the operator)
  npm run admin -- create-operator --username NAME --email MAIL --password PASS [--language de|it|en]   (an account that may call allBakeries)
  npm run admin -- revoke-notice --username BAKERY   (takes a bakery's contract notice back; unblocks it if the notice had blocked it)
  npm run admin -- unlock --username NAME      (clears a lock after too many false logins)
  npm run admin -- support-list                (conversations addressed to platform support, unread first)
  npm run admin -- support-show --id ID        (one support conversation with its messages; marks it read)
  npm run admin -- support-answer --id ID --text "…"   (answers it: the writer is told by mail)
  npm run admin -- backup [--to FILE]          (database and uploaded files in one archive; works while the server runs;
                                               default BACKUP_DIR/brotzeit-<time>.tar, BACKUP_DIR default backups/)
  npm run admin -- restore --from FILE         (into an empty DATA_DIR or an empty DATABASE_URL database; server stopped)
`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    company: { type: 'string' },
    language: { type: 'string' },
    city: { type: 'string' },
    vat: { type: 'string' },
    id: { type: 'string' },
    text: { type: 'string' },
    to: { type: 'string' },
    from: { type: 'string' },
    help: { type: 'boolean' },
  },
});

const command = positionals[0];
if (!command || values.help) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}

// backup and restore open the database their own way (the embedded one may be the running server's)
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`admin: ${error.message}`);
  process.exit(1);
}
if (command === 'backup' || command === 'restore') {
  try {
    await (command === 'backup' ? backupCommand(config, values.to) : restoreCommand(config, values.from));
  } catch (err) {
    console.error(`admin: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
  await new Promise((resolve) => process.stdout.write('', resolve)); // the report out before the exit
  process.exit();
}

if (!config.databaseUrl && (await serverRunsOn(config.dataDir))) {
  console.error(`admin: a server runs on ${config.dataDir}: stop it first (PGlite is one process per data directory)`);
  process.exit(1);
}
const platform = await createPlatform(config);
try {
  if (command === 'create-bakery') {
    const { username, email, password, company } = values;
    if (!username || !email || !password || !company)
      throw new Error('create-bakery needs --username, --email, --password and --company');
    const language = values.language ?? 'de';
    if (!isLanguage(language)) throw new Error('--language must be de, it or en');
    const bakery = await onboardBakery(platform.db, {
      username,
      email,
      password,
      companyName: company,
      language,
      city: values.city,
      partitaIva: values.vat,
    });
    console.log(`Bakery "${company}" created: id ${bakery.id}, username ${bakery.username}. It can sign in now.`);
  } else if (command === 'list-bakeries') {
    console.table(await listAllBakeries(operatorContext(platform)));
  } else if (command === 'create-operator') {
    const { username, email, password } = values;
    if (!username || !email || !password) throw new Error('create-operator needs --username, --email and --password');
    const language = values.language ?? 'de';
    if (!isLanguage(language)) throw new Error('--language must be de, it or en');
    const operator = await createOperator(platform.db, { username, email, password, language });
    console.log(`Platform operator ${operator.username} created: id ${operator.id}.`);
  } else if (command === 'revoke-notice') {
    if (!values.username) throw new Error('revoke-notice needs --username');
    const [bakery] = await platform.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${values.username.toLowerCase()} and ${users.isBakery}`);
    if (!bakery) throw new Error(`no bakery ${values.username}`);
    await revokeContractNotice(operatorContext(platform), bakery.id);
    await waitForWorkAfterAnswers(); // the mails to its clients
    console.log(`notice of ${values.username} revoked; its clients are told`);
  } else if (command === 'unlock') {
    if (!values.username) throw new Error('unlock needs --username');
    const rows = await platform.db
      .update(users)
      .set({ locked: false, failedLogins: 0 })
      .where(sql`lower(${users.username}) = ${values.username.toLowerCase()}`)
      .returning({ id: users.id });
    console.log(rows.length ? `unlocked ${values.username}` : `no account ${values.username}`);
  } else if (command === 'support-list') {
    const rows = await listSupportConversations(operatorContext(platform));
    console.table(rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })));
  } else if (command === 'support-show') {
    const id = Number(values.id);
    if (!Number.isInteger(id)) throw new Error('support-show needs --id');
    for (const m of await readSupportConversation(operatorContext(platform), id)) {
      const who = m.bySupport ? 'Support' : (m.writerName ?? '?');
      console.log(`#${m.id} ${m.createdAt.toISOString()} ${who}${m.title ? ` — ${m.title}` : ''}\n${m.message}\n`);
    }
  } else if (command === 'support-answer') {
    const id = Number(values.id);
    if (!Number.isInteger(id) || !values.text) throw new Error('support-answer needs --id and --text');
    const reply = await answerSupportConversation(operatorContext(platform), id, values.text);
    await waitForWorkAfterAnswers(); // the mail to the writer
    console.log(`answer #${reply.id} sent to conversation ${id}`);
  } else {
    throw new Error(`unknown command ${command}\n\n${USAGE}`);
  }
} catch (err) {
  const detail =
    err instanceof AppError
      ? `${err.code} ${JSON.stringify(err.extensions)}`
      : err instanceof Error
        ? err.message
        : String(err);
  console.error(`admin: ${detail}`);
  process.exitCode = 1;
} finally {
  await closePlatform(platform);
}
