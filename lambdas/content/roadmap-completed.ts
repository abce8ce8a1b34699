import { normaliseRoadmapStatus } from '../contract/roadmap-status.js';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { isoTime } from '../platform/iso-time.js';

// history.ts's HISTORY_COLLECTION: not imported, since history.ts loads firebase-admin and the public
// list route must not (it reads over REST).
const HISTORY_COLLECTION = 'contentHistory';

/** History records read at most per item (an item changes a few times). */
const MAX_RECORDS = 200;

/**
 * When each of the completed roadmap items `ids` was last marked completed, by entry id, read from the
 * content history (ADR 17): the latest change whose version after is completed and whose version
 * before was not (or did not exist: a create, a restore). Only the time is read; who made the change
 * never leaves here. One query an item, two equality filters: no composite index.
 */
export async function roadmapCompletedAt(
  db: ReadDatabase,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const latest = new Map<string, string>();
  await Promise.all(
    ids.map(async (entryId) => {
      const snapshot = await db
        .collection(HISTORY_COLLECTION)
        .where('entryId', '==', entryId)
        .where('kind', '==', 'roadmap')
        .limit(MAX_RECORDS)
        .get();
      for (const doc of snapshot.docs) {
        const after = doc.get('after') as { status?: unknown } | null | undefined;
        const before = doc.get('before') as { status?: unknown } | null | undefined;
        if (!after || normaliseRoadmapStatus(after.status) !== 'completed') continue;
        if (before && normaliseRoadmapStatus(before.status) === 'completed') continue;
        const at = isoTime(doc.get('at'));
        const seen = latest.get(entryId);
        if (at && (!seen || at > seen)) latest.set(entryId, at);
      }
    }),
  );
  return latest;
}
