import { builder } from '../../platform/graphql/builder';
import { listAllBakeries, type BakeryAccount } from './operator.service';
import { backupStatus, type BackupRunView, type BackupStatus } from './backup-status.service';

const BakeryAccountRef = builder.objectRef<BakeryAccount>('BakeryAccount').implement({
  description: "A bakery of the platform as the platform operator sees it (no tenant's business data).",
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    blocked: t.exposeBoolean('blocked'),
    contractStart: t.exposeString('contractStart', {
      description: "YYYY-MM-DD: the day the account was made, in the bakery's time zone.",
    }),
    contractLastDay: t.exposeString('contractLastDay', {
      nullable: true,
      description: "YYYY-MM-DD: the contract's last day by the bakery's notice; null without notice.",
    }),
  }),
});

const BackupRunRef = builder.objectRef<BackupRunView>('BackupRun').implement({
  description: 'One backup of the platform: scheduled (BACKUP_EVERY_HOURS) or made by `npm run admin -- backup`.',
  fields: (t) => ({
    trigger: t.exposeString('trigger', { description: '`schedule` or `command`.' }),
    startedAt: t.field({ type: 'String', description: 'ISO instant.', resolve: (r) => r.startedAt.toISOString() }),
    finishedAt: t.field({ type: 'String', description: 'ISO instant.', resolve: (r) => r.finishedAt.toISOString() }),
    ok: t.exposeBoolean('ok'),
    fileName: t.exposeString('fileName', {
      nullable: true,
      description: 'The archive in BACKUP_DIR; null when it failed.',
    }),
    bytes: t.exposeFloat('bytes', { nullable: true, description: "The archive's size in bytes." }),
    error: t.exposeString('error', { nullable: true, description: 'Why it failed (English, as the server log).' }),
  }),
});

const BackupStatusRef = builder.objectRef<BackupStatus>('BackupStatus').implement({
  description: "When the platform's data was last backed up (docs/OPERATIONS.md, Back up and restore).",
  fields: (t) => ({
    everyHours: t.exposeInt('everyHours', { description: 'Hours between scheduled backups; 0: none scheduled.' }),
    keep: t.exposeInt('keep', { description: 'Scheduled backups kept in BACKUP_DIR.' }),
    last: t.field({ type: BackupRunRef, nullable: true, resolve: (s) => s.last }),
    lastOk: t.field({ type: BackupRunRef, nullable: true, resolve: (s) => s.lastOk }),
    overdue: t.exposeBoolean('overdue', {
      description: 'Scheduled, and no backup worked within twice the period (or none ever).',
    }),
  }),
});

builder.queryFields((t) => ({
  backupStatus: t.field({
    type: BackupStatusRef,
    description: 'The newest backup run and the newest that worked. Platform operator only.',
    authScopes: { operator: true },
    resolve: (_root, _args, ctx) => backupStatus(ctx),
  }),
  allBakeries: t.field({
    type: [BakeryAccountRef],
    description:
      'Every bakery of the platform, by username ("all bakeries", requirements/platform-and-contract.md#platform-operator). Platform operator only.',
    authScopes: { operator: true },
    resolve: (_root, _args, ctx) => listAllBakeries(ctx),
  }),
}));
