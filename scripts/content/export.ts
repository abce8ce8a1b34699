import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { collectionCounts } from '../../lambdas/backups/backup-document.js';
import { uploadBackup, validatedBody } from '../../lambdas/backups/backup-store.js';
import { buildBackup } from '../../lambdas/backups/run-backup.js';
import { type CommandIo, reportFailures, runIfMain } from './command-io.js';
import { resolveTarget, TARGET_HELP, TARGET_OPTIONS } from './target.js';

const USAGE = `Usage: npm run content:export -- [--out <file>] [target options]

Exports every content collection (donations, roadmap, faq, chartLinks) and the privacy-policy
document as one backup file, the same file the scheduled backup writes. Without --out it is
uploaded to the backup bucket (reason "manual"); with --out it is written to that file instead.

  --out <file>     write the backup to this file, not to the bucket
  --help           this text

${TARGET_HELP}`;

/** `content:export`: resolves to the exit code. */
export function exportCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { out: { type: 'string' }, help: { type: 'boolean' }, ...TARGET_OPTIONS },
    allowPositionals: false,
  });
  if (values.help) {
    io.out(USAGE);
    return Promise.resolve(0);
  }
  return reportFailures(io, async () => {
    const target = resolveTarget(values, io.stateFile);
    const started = performance.now();
    const document = await buildBackup(await target.database(), target.projectId, 'manual');
    const counts = Object.entries(collectionCounts(document.collections))
      .map(([c, n]) => `${c} ${n}`)
      .join(', ');
    if (values.out) {
      const body = validatedBody(document);
      writeFileSync(values.out, body);
      io.out(`Wrote ${values.out} (${body.length} bytes; ${counts}) from ${target.description}.`);
    } else {
      const store = target.store();
      const { key, bytes } = await uploadBackup(store, document);
      io.out(`Uploaded s3://${store.bucket}/${key} (${bytes} bytes; ${counts}) from ${target.description}.`);
    }
    io.out(`Took ${Math.round(performance.now() - started)} ms.`);
    return 0;
  });
}

runIfMain(import.meta.url, exportCommand);
