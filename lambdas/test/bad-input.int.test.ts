import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '../contract/messages.js';
import { type Answer, apiClient, type CallOptions } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs } from './firestore-admin.js';

const call = apiClient({ ADMIN_UID: 'input-admin' });
let token: string;

const SEEDED = {
  donations: { g1: { title: 'Existing goal', order: 1 } },
  roadmap: {
    r1: { title: 'Existing item', status: 'planned', order: 1 },
    r2: { title: 'Other item', status: 'planned', order: 2 },
  },
  faq: { f1: { question: 'Existing question?', answer: 'Existing answer.', order: 1 } },
};

let snapshot: Record<string, Record<string, unknown>[]>;
async function everything() {
  return {
    donations: await storedDocs('donations'),
    roadmap: await storedDocs('roadmap'),
    faq: await storedDocs('faq'),
  };
}

beforeAll(async () => {
  token = await emulatorIdToken('input-admin');
});

beforeEach(async () => {
  await clearCollections('donations', 'roadmap', 'faq');
  for (const [name, docs] of Object.entries(SEEDED)) await seedDocs(name, docs);
  snapshot = await everything();
});

/** Sends as the administrator and checks the answer is a 4xx JSON error and nothing changed. */
async function refused(method: string, url: string, options: CallOptions, status: number): Promise<Answer> {
  const answer = await call(method, url, { token, ...options });
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.body.success).toBe(false);
  expect(typeof answer.body.message).toBe('string');
  expect(answer.body.message.length).toBeGreaterThan(0);
  expect(await everything()).toEqual(snapshot);
  return answer;
}

const long = (n: number) => 'x'.repeat(n);

/** A valid body for each collection, with multi-byte text so that bytes, not characters, count. */
const VALID = {
  donations: { title: 'Größer €', description: '€'.repeat(990) },
  roadmap: { title: 'Größer €', description: '€'.repeat(270) },
  faq: { question: 'Wie groß?', answer: '€'.repeat(3990) },
};

/** The JSON of `body`, padded with trailing whitespace (still valid JSON) to exactly `bytes`. */
function padded(body: object, bytes: number): string {
  const text = JSON.stringify(body);
  const size = Buffer.byteLength(text, 'utf8');
  if (size > bytes) throw new Error(`the sample body is already ${size} bytes`);
  return text + ' '.repeat(bytes - size);
}

const bodies: Record<'donations' | 'roadmap' | 'faq', [string, unknown, string][]> = {
  donations: [
    ['a missing title', { description: 'No title' }, MESSAGES.goalTitleMin],
    ['an empty title', { title: '' }, MESSAGES.goalTitleMin],
    ['a whitespace-only title', { title: '      ' }, MESSAGES.goalTitleMin],
    ['a title of the wrong type', { title: 42 }, 'Must be text'],
    ['a title that is too long', { title: long(141) }, MESSAGES.goalTitleMax],
    [
      'a description that is too long',
      { title: 'Fine title', description: long(1001) },
      MESSAGES.goalDescriptionMax,
    ],
    ['an extra field', { title: 'Fine title', updatedBy: 'mallory' }, 'Unknown field: updatedBy'],
    ['a forged order', { title: 'Fine title', order: 0 }, 'Unknown field: order'],
    [
      'a prototype key',
      JSON.parse('{"title":"Fine title","__proto__":{"admin":true}}'),
      'Unknown field: __proto__',
    ],
    ['a negative target', { title: 'Fine title', targetAmount: -1 }, MESSAGES.targetAmountInvalid],
    [
      'a target over the limit',
      { title: 'Fine title', targetAmount: 1_000_001 },
      MESSAGES.targetAmountInvalid,
    ],
    ['a target given as text', { title: 'Fine title', targetAmount: '5' }, MESSAGES.targetAmountInvalid],
    ['an active flag given as text', { title: 'Fine title', active: 'yes' }, MESSAGES.activeInvalid],
    ['an active flag of null', { title: 'Fine title', active: null }, MESSAGES.activeInvalid],
    ['a forged current amount', { title: 'Fine title', currentAmount: 99 }, 'Unknown field: currentAmount'],
  ],
  roadmap: [
    ['a title under 3 characters', { title: 'ab' }, MESSAGES.roadmapTitleMin],
    ['a whitespace-only title', { title: ' \n\t ' }, MESSAGES.roadmapTitleMin],
    ['a title over 140 characters', { title: long(141) }, MESSAGES.roadmapTitleMax],
    [
      'a description over 280 characters',
      { title: 'Fine title', description: long(281) },
      MESSAGES.roadmapDescriptionMax,
    ],
    ['an unknown status', { title: 'Fine title', status: 'shipped' }, MESSAGES.statusInvalid],
    ['a status of the wrong type', { title: 'Fine title', status: ['planned'] }, MESSAGES.statusInvalid],
    ['a control character', { title: 'Fine\u0007title' }, MESSAGES.controlChars],
    ['an extra field', { title: 'Fine title', updatedAt: '2020-01-01' }, 'Unknown field: updatedAt'],
  ],
  faq: [
    ['a missing answer', { question: 'A fine question?' }, MESSAGES.faqAnswerMin],
    ['a short question', { question: 'Why', answer: 'Because it is.' }, MESSAGES.faqQuestionMin],
    ['an empty answer', { question: 'A fine question?', answer: '' }, MESSAGES.faqAnswerMin],
    ['a question too long', { question: long(301), answer: 'Because it is.' }, MESSAGES.faqQuestionMax],
    ['an answer of the wrong type', { question: 'A fine question?', answer: { text: 'x' } }, 'Must be text'],
    ['an extra field', { question: 'A fine question?', answer: 'Because.', id: 'x' }, 'Unknown field: id'],
  ],
};

describe.each(Object.keys(bodies) as (keyof typeof bodies)[])('writes to %s', (collection) => {
  const existingId = Object.keys(SEEDED[collection])[0];
  const targets = [
    ['POST', `/api/canonical/${collection}`],
    ['PUT', `/api/canonical/${collection}/${existingId}`],
  ] as const;

  describe.each(targets)('%s %s', (method, url) => {
    // A field left out of a PUT is simply not changed, so "missing" cases apply to POST only.
    const cases = bodies[collection].filter(([name]) => method === 'POST' || !name.startsWith('a missing'));
    it.each(cases)("refuses %s with 400 and the rule's message", async (_case, json, message) => {
      const answer = await refused(method, url, { json }, 400);
      expect(answer.body.message).toBe(message);
      expect(answer.body.errors).toContainEqual(expect.objectContaining({ message }));
    });

    it('refuses invalid JSON', async () => {
      const answer = await refused(
        method,
        url,
        { raw: '{"title": "x",', contentType: 'application/json' },
        400,
      );
      expect(answer.body.message).toBe('Request body is not valid JSON');
    });

    it.each([
      ['a JSON array', '[{"title":"Fine title"}]'],
      ['a bare string', '"Fine title"'],
      ['null', 'null'],
    ])('refuses %s with 400, saying a JSON object is needed', async (_case, raw) => {
      const answer = await refused(method, url, { raw, contentType: 'application/json' }, 400);
      expect(answer.body).toEqual({ success: false, message: 'Request body must be a JSON object' });
    });

    it('refuses a wrong content type with 415', async () => {
      const answer = await refused(
        method,
        url,
        { raw: 'title=Fine+title', contentType: 'application/x-www-form-urlencoded' },
        415,
      );
      expect(answer.body.message).toBe('Content-Type must be application/json');
    });

    it('refuses a missing body with 400', async () => {
      const answer = await refused(method, url, { contentType: 'application/json', raw: '' }, 400);
      expect(answer.body).toEqual({ success: false, message: 'Request body is not valid JSON' });
    });

    // Content writes carry translations, so their limit is 192 KiB, not the API's 16 (ADR 28).
    it('refuses a 1 MiB body with 413', async () => {
      const answer = await refused(method, url, { json: { title: long(1024 * 1024) } }, 413);
      expect(answer.body.message).toBe('Request body must be at most 192 KiB');
    });

    it('refuses a valid body of 192 KiB + 1 byte with 413', async () => {
      const raw = padded(VALID[collection], LIMITS.contentBodyMaxBytes + 1);
      const answer = await refused(method, url, { raw, contentType: 'application/json' }, 413);
      expect(answer.body).toEqual({ success: false, message: 'Request body must be at most 192 KiB' });
    });

    it('accepts a valid body of exactly 192 KiB, and stores it', async () => {
      const raw = padded(VALID[collection], LIMITS.contentBodyMaxBytes);
      const answer = await call(method, url, { token, raw, contentType: 'application/json' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(method === 'POST' ? 201 : 200);
      const stored = (await storedDocs(collection)).find((d) => d.id === answer.body.data.id);
      expect(stored).toMatchObject(VALID[collection]);
    });
  });

  it('refuses an empty update', async () => {
    const answer = await refused('PUT', `/api/canonical/${collection}/${existingId}`, { json: {} }, 400);
    expect(answer.body.message).toBe(MESSAGES.emptyUpdate);
  });
});

describe('hostile paths', () => {
  it.each([
    ['POST', '/api/canonical/users'],
    ['POST', '/api/canonical/privacyPolicy'],
    ['PUT', '/api/canonical/chartLinks/x'],
    ['DELETE', '/api/canonical/users/x'],
  ])('%s %s answers 404 for an unknown collection', async (method, url) => {
    const answer = await refused(method, url, { json: { title: 'Fine title' } }, 404);
    expect(answer.body.message).toBe('Unknown collection: use donations, roadmap, faq or announcements');
  });

  const badIds = ['..', '.', '..%2Fx', 'a%2Fb', '%2E%2E', 'r1%00', long(2000), '__name__'];
  it.each(badIds.map((id) => [id.length > 40 ? `${id.slice(0, 10)}… (${id.length})` : id, id]))(
    'refuses the id %s on update, delete and move',
    async (_label, id) => {
      for (const [method, suffix, json] of [
        ['PUT', '', { title: 'Fine title' }],
        ['DELETE', '', undefined],
        ['POST', '/move', { direction: 'up' }],
      ] as const) {
        const answer = await refused(
          method,
          `/api/canonical/roadmap/${id}${suffix}`,
          json ? { json } : {},
          400,
        );
        expect(answer.body.message).toMatch(/^Invalid id/);
      }
    },
  );

  it.each(['/api/canonical/roadmap/../x', '/api/canonical/roadmap/a/b'])(
    'answers 404 JSON for the path %s, which matches no route',
    async (url) => {
      await refused('PUT', url, { json: { title: 'Fine title' } }, 404);
      await refused('DELETE', url, {}, 404);
    },
  );
});

describe('move input', () => {
  it.each([
    [{ direction: 'sideways' }, MESSAGES.directionInvalid],
    [{}, MESSAGES.directionInvalid],
    [{ direction: 'up', by: 3 }, 'Unknown field: by'],
  ])('refuses %j', async (json, message) => {
    const answer = await refused('POST', '/api/canonical/roadmap/r1/move', { json }, 400);
    expect(answer.body.message).toBe(message);
  });
});
