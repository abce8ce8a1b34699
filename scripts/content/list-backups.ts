import { parseArgs } from 'node:util';
import { LATEST_KEY } from '../../lambdas/backups/backup-document.js';
import { listBackups } from '../../lambdas/backups/backup-store.js';
import { type CommandIo, reportFailures, runIfMain } from './command-io.js';
import { resolveTarget, TARGET_HELP, TARGET_OPTIONS } from './target.js';

const USAGE = `Usage: npm run content:backups -- [target options]

Lists the backups in the backup bucket, oldest first, with their size: each line is an
s3:// URL that npm run content:restore takes. ${LATEST_KEY} is always the newest.

  --help           this text

${TARGET_HELP}`;

/** `content:backups`: resolves to the exit code. */
export function listBackupsCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { help: { type: 'boolean' }, ...TARGET_OPTIONS },
    allowPositionals: false,
  });
  if (values.help) {
    io.out(USAGE);
    return Promise.resolve(0);
  }
  return reportFailures(io, async () => {
    const store = resolveTarget(values, io.stateFile).store();
    const backups = await listBackups(store);
    if (backups.length === 0) {
      io.out(`No backups in s3://${store.bucket} yet.`);
      return 0;
    }
    for (const backup of backups) io.out(`s3://${store.bucket}/${backup.key}  ${backup.bytes} bytes`);
    io.out(
      `${backups.length} backup${backups.length === 1 ? '' : 's'}; newest: s3://${store.bucket}/${LATEST_KEY}`,
    );
    return 0;
  });
}

runIfMain(import.meta.url, listBackupsCommand);
