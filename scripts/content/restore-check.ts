import { z } from 'zod';
import {
  BACKUP_SCHEMA_VERSION,
  type BackupDocument,
  backupDocument,
  describeIssues,
  type EncodedValue,
  heldCollections,
} from '../../lambdas/backups/backup-document.js';
import { contentHash } from '../../lambdas/backups/field-codec.js';
import { BINNED_KINDS, CONTENT_KINDS, HISTORY_ACTIONS } from '../../lambdas/contract/content.js';
import { createInputs, orderField, PRIVACY_POLICY_FIELDS } from '../../lambdas/contract/entities.js';

/** A backup a restore will not use; the message names the file and the problem. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const encodedTimestamp = z.object({ $timestamp: z.object({ seconds: z.number(), nanoseconds: z.number() }) });

// Fields every stored entry may carry besides the admin's own (set by the server).
const storedFields = z.object({
  order: orderField.optional(),
  updatedBy: z.string({ error: 'updatedBy must be text' }).optional(),
  updatedAt: encodedTimestamp.optional(),
});

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });
const chartLink = z.object({
  name: z.string().min(1, 'name is required'),
  url: httpsUrl,
  embedUrl: httpsUrl,
  active: z.boolean().optional(),
});
const privacyPolicy = z.object(
  Object.fromEntries(
    PRIVACY_POLICY_FIELDS.map((f) => [
      f,
      f === 'lastUpdated' ? z.union([z.string(), encodedTimestamp]).optional() : z.string().optional(),
    ]),
  ),
);

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

/** The fields of `fields` that `shape` knows: the contract judges those, other stored fields pass. */
function pick(fields: Record<string, EncodedValue>, shape: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key in shape));
}

/**
 * Every entry against the contract's rules (behaviour §5 and the README's limits): one line per problem,
 * naming the collection, the id and the field.
 */
export function contentProblems(document: BackupDocument): string[] {
  const problems: string[] = [];
  for (const collection of heldCollections(document.collections)) {
    for (const { id, fields } of document.collections[collection as keyof typeof document.collections] ??
      []) {
      const schemas: z.ZodType[] = [storedFields];
      if (collection === 'donations' || collection === 'roadmap' || collection === 'faq') {
        const input = createInputs[collection];
        schemas.push(
          z
            .unknown()
            .transform(() => pick(fields, input.shape))
            .pipe(input),
        );
      } else if (collection === 'chartLinks') {
        schemas.push(chartLink);
      } else if (collection === 'contentHistory') {
        schemas.push(historyRecord);
      } else if (collection === 'contentBin') {
        schemas.push(binEntry);
      } else {
        schemas.push(privacyPolicy);
      }
      for (const schema of schemas) {
        const result = schema.safeParse(fields);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          const field = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
          problems.push(`${collection}/${id}: ${field}${issue.message}`);
        }
      }
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
  const problems = contentProblems(document);
  if (problems.length > 0) return refuse(`entries break the content rules:\n  ${problems.join('\n  ')}`);
  return document;
}
