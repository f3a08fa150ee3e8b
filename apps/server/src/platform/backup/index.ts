/** Backups and restores of the platform's data (docs/OPERATIONS.md "Backup and restore", ADR 023). */
export { makeBackup, type BackupResult, type BackupSource } from './backup';
export { restoreBackup, RestoreRefused, type RestoreTarget } from './restore';
export { backupThroughServer, DataDirInUse, listenOnControlSocket, serverRunsOn } from './control-socket';
export type { BackupManifest } from './manifest';
export { backupFileName, latestRuns, pruneBackups, recordedBackup, type BackupRun } from './runs';
export { scheduleBackups } from './schedule';
