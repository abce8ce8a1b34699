import type { MoveDirection, RoadmapItem } from '../contract/entities.js';
import { normaliseRoadmapStatus } from '../contract/roadmap-status.js';
import { withWrite } from '../platform/database/firestore.js';
import { ConflictError, NotFoundError } from '../platform/http/errors.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';
import { auditFields, NOT_FOUND } from './entries-repository.js';
import { byOrder, toEntry } from './entry-mappers.js';
import { recordChange } from './history.js';
import { type IdempotentRequest, idempotentTransaction } from './idempotency.js';
import { MAX_ENTRIES } from './list-entries.js';

/**
 * Swaps an item's place with its neighbour in the same status group (ADR 5), in one
 * transaction. Order values in the group are first made strictly increasing, so legacy duplicates
 * cannot make a swap a no-op and the group never ends with duplicate or lost values.
 */
export function moveRoadmapItem(
  id: string,
  direction: MoveDirection,
  user: VerifiedUser,
  request?: IdempotentRequest,
): Promise<RoadmapItem[]> {
  return withWrite((db, gate) =>
    idempotentTransaction(db, gate, request, async (tx) => {
      const snapshot = await tx.get(db.collection('roadmap').limit(MAX_ENTRIES));
      const moving = snapshot.docs.find((doc) => doc.id === id);
      if (!moving) throw new NotFoundError(NOT_FOUND);
      const status = normaliseRoadmapStatus(moving.get('status'));
      const group = snapshot.docs
        .map((doc) => toEntry.roadmap(doc.id, doc.data()))
        .filter((item) => item.status === status)
        .sort(byOrder);
      const from = group.findIndex((item) => item.id === id);
      const to = direction === 'up' ? from - 1 : from + 1;
      if (to < 0) throw new ConflictError('The first item cannot move up');
      if (to >= group.length) throw new ConflictError('The last item cannot move down');

      const orders: number[] = [];
      for (const item of group) orders.push(Math.max(item.order, (orders.at(-1) ?? -1) + 1));
      const reordered = [...group];
      [reordered[from], reordered[to]] = [reordered[to] as RoadmapItem, reordered[from] as RoadmapItem];

      const audit = auditFields(user);
      const changed: RoadmapItem[] = [];
      reordered.forEach((item, index) => {
        const order = orders[index] as number;
        const touched = index === from || index === to;
        if (item.order === order && !touched) return;
        const fields = touched ? { order, ...audit } : { order };
        tx.update(db.collection('roadmap').doc(item.id), fields);
        const before = snapshot.docs.find((doc) => doc.id === item.id)?.data() ?? {};
        const after = { ...before, ...fields };
        recordChange(db, tx, { kind: 'roadmap', entryId: item.id, action: 'move', before, after }, user);
        if (touched) changed.push(toEntry.roadmap(item.id, { ...item, ...fields }));
      });
      return changed;
    }),
  );
}
