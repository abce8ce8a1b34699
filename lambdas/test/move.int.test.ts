import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUCCESS_MESSAGES } from '../contract/messages.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs } from './firestore-admin.js';

const call = apiClient({ ADMIN_UID: 'move-admin' });
let token: string;

beforeAll(async () => {
  token = await emulatorIdToken('move-admin');
});

beforeEach(async () => {
  await clearCollections('roadmap');
  await seedDocs('roadmap', {
    p1: { title: 'Planned one', status: 'planned', order: 1 },
    i1: { title: 'In progress one', status: 'in_progress', order: 2 },
    p2: { title: 'Planned two', status: 'planned', order: 3 },
    p3: { title: 'Planned three', status: 'planned', order: 4 },
    i2: { title: 'In progress two', status: 'in progress', order: 5 },
  });
});

const move = (id: string, direction: 'up' | 'down') =>
  call('POST', `/api/canonical/roadmap/${id}/move`, { token, json: { direction } });

async function groupOrder(status: string[]): Promise<string[]> {
  const docs = await storedDocs('roadmap');
  return docs
    .filter((d) => status.includes(d.status as string))
    .sort((a, b) => (a.order as number) - (b.order as number))
    .map((d) => d.id as string);
}

describe('moving a roadmap item', () => {
  it('swaps with the neighbour in its own status group, skipping other groups', async () => {
    const answer = await move('p2', 'up');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(SUCCESS_MESSAGES.movedUp);
    expect(await groupOrder(['planned'])).toEqual(['p2', 'p1', 'p3']);
    const docs = Object.fromEntries((await storedDocs('roadmap')).map((d) => [d.id, d]));
    expect([docs.p2?.order, docs.p1?.order, docs.i1?.order]).toEqual([1, 3, 2]);
    expect(docs.p2?.updatedBy).toBe('move-admin@example.test');
  });

  it('moves down, and reads a legacy status as its group', async () => {
    const answer = await move('i1', 'down');
    expect(answer.body.message).toBe(SUCCESS_MESSAGES.movedDown);
    expect(await groupOrder(['in_progress', 'in progress'])).toEqual(['i2', 'i1']);
  });

  it('answers 409 when the first item moves up or the last moves down, and changes nothing', async () => {
    const before = await storedDocs('roadmap');
    const up = await move('p1', 'up');
    const down = await move('p3', 'down');
    expect([up.status, down.status]).toEqual([409, 409]);
    expect(up.body).toEqual({ success: false, message: 'The first item cannot move up' });
    expect(down.body).toEqual({ success: false, message: 'The last item cannot move down' });
    expect(await storedDocs('roadmap')).toEqual(before);
  });

  it('answers 404 for an unknown item, and changes nothing', async () => {
    const before = await storedDocs('roadmap');
    const answer = await move('nope', 'up');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'No entry with this id' });
    expect(await storedDocs('roadmap')).toEqual(before);
  });

  it('separates duplicate order values left by older data, so a swap always moves', async () => {
    await clearCollections('roadmap');
    await seedDocs('roadmap', {
      a: { title: 'A item', status: 'planned', order: 1 },
      b: { title: 'B item', status: 'planned', order: 1 },
      c: { title: 'C item', status: 'planned', order: 1 },
    });
    await move('c', 'up');
    expect(await groupOrder(['planned'])).toEqual(['a', 'c', 'b']);
    const orders = (await storedDocs('roadmap')).map((d) => d.order);
    expect(new Set(orders).size).toBe(3);
  });

  it('keeps order values distinct under 20 simultaneous moves', async () => {
    const ids = ['p1', 'p2', 'p3'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => move(ids[i % 3] as string, i % 2 === 0 ? 'down' : 'up')),
    );
    for (const answer of answers) expect([200, 409, 503]).toContain(answer.status);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const planned = (await storedDocs('roadmap')).filter((d) => d.status === 'planned');
    const orders = planned.map((d) => d.order);
    expect(new Set(orders).size).toBe(3);
    expect(planned.map((d) => d.id).sort()).toEqual(['p1', 'p2', 'p3']);
  });
});
