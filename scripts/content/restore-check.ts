import { z } from 'zod';
import {
  BACKUP_SCHEMA_VERSION,
  type BackupDocument,
  backupDocument,
  describeIssues,
  heldCollections,
} from '../../lambdas/backups/backup-document.js';
import { contentHash } from '../../lambdas/backups/field-codec.js';
import { storedContentProblems } from '../../lambdas/content/stored-content.js';
import {
  BINNED_KINDS,
  CONTENT_KINDS,
  type ContentKind,
  HISTORY_ACTIONS,
} from '../../lambdas/contract/content.js';

/** A backup a restore will not use; the message names the file and the problem. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const encodedTimestamp = z.object({ $timestamp: z.object({ seconds: z.number(), nanoseconds: z.number() }) });

// The history and the bin are written by the server only; these are the fields the panel relies on.
const historyRecord = z.object({
  kind: z.enum(CONTENT_KINDS),
  entryId: z.string().min(1),
  action: z.enum(HISTORY_ACTIONS),
  at: encodedTimestamp,
});
const binEntry = z.object({
  kind: z.enum(BINNED_KINDS),
  entryId: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
  deletedAt: encodedTimestamp,
  purgeAfter: encodedTimestamp,
});

/**
 * Every entry against today's rules, the same schemas the routes use (`storedContentProblems`, ADR
 * 13): the content collections' documents and the bin's entries, unknown fields included; the
 * history's and the bin's own fields by their shape. One line per problem, naming the collection,
 * the id and the field.
 */
export function contentProblems(document: BackupDocument, chartHosts: readonly string[]): string[] {
  const problems: string[] = [];
  const add = (where: string, field: string, message: string) =>
    problems.push(`${where}: ${field ? `${field}: ` : ''}${message}`);
  for (const collection of heldCollections(document.collections)) {
    for (const { id, fields } of document.collections[collection as keyof typeof document.collections] ??
      []) {
      const where = `${collection}/${id}`;
      if (collection === 'contentHistory' || collection === 'contentBin') {
        const shape = collection === 'contentHistory' ? historyRecord : binEntry;
        const result = shape.safeParse(fields);
        if (!result.success) {
          for (const issue of result.error.issues) add(where, issue.path.join('.'), issue.message);
          continue;
        }
        if (collection === 'contentBin') {
          const { kind, data } = result.data as { kind: ContentKind; data: Record<string, unknown> };
          for (const problem of storedContentProblems(kind, data, chartHosts))
            add(where, `data.${problem.field}`, problem.message);
        }
        continue;
      }
      for (const problem of storedContentProblems(collection, fields, chartHosts))
        add(where, problem.field, problem.message);
    }
  }
  return problems;
}

export interface CheckOptions {
  /** The file or s3:// URL, for messages. */
  readonly source: string;
  /** The project the restore writes to. */
  readonly projectId: string;
  readonly allowOtherProject: boolean;
  /** The hosts a chart link may point at (`deploy.chartHosts`), as the routes check them. */
  readonly chartHosts: readonly string[];
}

/**
 * Reads a backup's text and refuses, naming the problem: damaged JSON, a newer or unknown format, a
 * file that fails the format's schema or whose content hash does not match, another project's
 * file (unless allowed), or an entry that breaks the contract's rules.
 */
export function checkBackup(text: string, options: CheckOptions): BackupDocument {
  const refuse = (why: string): never => {
    throw new RestoreRefused(`Refusing ${options.source}: ${why}`);
  };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return refuse(`it is not valid JSON, the file is truncated or damaged (${(error as Error).message}).`);
  }
  const version = (raw as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return refuse('it has no schemaVersion: it is not a content backup.');
  }
  if (version > BACKUP_SCHEMA_VERSION) {
    return refuse(
      `it was written by a newer version (schema version ${version}); this restore reads schema version ` +
        `${BACKUP_SCHEMA_VERSION}. Update the project, then restore again.`,
    );
  }
  const parsed = backupDocument.safeParse(raw);
  if (!parsed.success)
    return refuse(`it is not a valid backup:\n  ${describeIssues(parsed.error).join('\n  ')}`);
  const document = parsed.data;
  if (contentHash(document.collections) !== document.contentSha256) {
    return refuse('its content does not match its contentSha256: the file was changed or damaged.');
  }
  if (document.projectId !== options.projectId && !options.allowOtherProject) {
    return refuse(
      `it is a backup of project ${document.projectId}, not of ${options.projectId}. ` +
        'Pass --allow-other-project to restore it here anyway.',
    );
  }
  const problems = contentProblems(document, options.chartHosts);
  if (problems.length > 0) return refuse(`entries break the content rules:\n  ${problems.join('\n  ')}`);
  return document;
}
