import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { heldCollections, pickCollections } from '../../lambdas/backups/backup-document.js';
import { readBackupObject } from '../../lambdas/backups/backup-store.js';
import { contentHash } from '../../lambdas/backups/field-codec.js';
import { readContent } from '../../lambdas/backups/read-content.js';
import { loadOperatorConfig, operatorConfigPath } from '../../web/src/config/node/operator-config.js';
import { type CommandIo, reportFailures, runIfMain } from './command-io.js';
import { checkBackup } from './restore-check.js';
import { applyRestore, diffContent, formatDiff, isEmptyDiff } from './restore-plan.js';
import { CommandError, parseS3Url, resolveTarget, TARGET_HELP, TARGET_OPTIONS } from './target.js';

const USAGE = `Usage: npm run content:restore -- <file | s3://bucket/key> [--yes] [--allow-other-project] [target options]

Brings the content back as it was in a backup. The file is checked first (format, schema
version, project, every entry and binned entry against the routes' own rules, unknown fields
included); then the difference with the database is
printed per collection (added, changed, removed, by id and title). Nothing is written unless
--yes is given: then the database is made equal to the backup, in batches, and checked.

  --yes                  write the changes
  --allow-other-project  accept a backup of another Firebase project
  --help                 this text

${TARGET_HELP}`;

/** `content:restore`: resolves to the exit code. */
export function restoreCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      yes: { type: 'boolean' },
      'allow-other-project': { type: 'boolean' },
      help: { type: 'boolean' },
      ...TARGET_OPTIONS,
    },
    allowPositionals: true,
  });
  if (values.help) {
    io.out(USAGE);
    return Promise.resolve(0);
  }
  return reportFailures(io, async () => {
    const [source, ...extra] = positionals;
    if (!source || extra.length > 0) throw new CommandError(`Name one backup file or s3:// URL.\n\n${USAGE}`);
    const target = resolveTarget(values, io.stateFile);
    const s3 = parseS3Url(source);
    let text: string;
    try {
      text = s3 ? await readBackupObject(target.store(s3.bucket), s3.key) : readFileSync(source, 'utf8');
    } catch (error) {
      throw new CommandError(`Cannot read ${source}: ${(error as Error).message}`);
    }
    const backup = checkBackup(text, {
      source,
      projectId: target.projectId,
      allowOtherProject: values['allow-other-project'] === true,
      // A chart link is judged against the hosts the site allows, as the routes judge it.
      chartHosts: loadOperatorConfig(operatorConfigPath(), { allowPlaceholders: true }).deploy.chartHosts,
    });
    io.out(
      `Backup of ${backup.projectId} taken ${backup.exportedAt} (${backup.reason}); target: ${target.description}.`,
    );

    const db = await target.database();
    const diff = diffContent(await readContent(db), backup.collections);
    io.out(formatDiff(diff));
    if (isEmptyDiff(diff)) {
      io.out('The database already equals the backup: nothing to do.');
      return 0;
    }
    if (!values.yes) {
      io.out('Dry run: nothing was written. Run again with --yes to apply these changes.');
      return 0;
    }
    const started = performance.now();
    const { writes, batches } = await applyRestore(db, backup.collections, diff);
    // Only what the file holds: a version 1 file leaves the history and the bin as they are.
    const after = contentHash(pickCollections(await readContent(db), heldCollections(backup.collections)));
    if (after !== backup.contentSha256) {
      throw new CommandError(
        `Wrote ${writes} changes, but the database does not equal the backup now (was it edited meanwhile?). ` +
          'Run the same restore again.',
      );
    }
    io.out(
      `Restored: ${writes} writes in ${batches} batch${batches === 1 ? '' : 'es'}, ` +
        `${Math.round(performance.now() - started)} ms; the database now equals the backup.`,
    );
    return 0;
  });
}

runIfMain(import.meta.url, restoreCommand);
