import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs } from './firestore-admin.js';

// behaviour §14: the announcements' feeds, Atom (RFC 4287) and JSON Feed 1.1, English and per locale.
const call = apiClient({ ADMIN_UID: 'feed-admin', SITE_URL: 'https://token.test/' });
let token: string;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'entry' || name === 'link',
});

beforeAll(async () => {
  token = await emulatorIdToken('feed-admin');
});

beforeEach(async () => {
  await clearCollections('announcements', 'contentHistory', 'idempotencyKeys');
  await seedDocs('announcements', {
    old: {
      title: 'Listed',
      body: 'Listed on a DEX.',
      kind: 'news',
      publishAt: '2026-01-01T00:00:00.000Z',
      order: 1,
    },
    future: {
      title: 'Soon',
      body: 'Scheduled.',
      kind: 'news',
      publishAt: '2099-01-01T00:00:00.000Z',
      order: 2,
    },
  });
});

async function publishAdvisory() {
  const answer = await call('POST', '/api/canonical/announcements', {
    token,
    json: {
      title: 'That airdrop & "claim" is not us',
      body: 'We never airdrop.\nSee https://token.test/official',
      kind: 'advisory',
      publishAt: '2026-11-20T08:00:00Z',
      impostors: [{ type: 'domain', value: 'claim.example', reason: 'Drains wallets' }],
      translations: { es: { title: 'Ese airdrop no es nuestro', body: 'Nunca hacemos airdrops.' } },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as string;
}

describe('the announcement feeds', () => {
  it('the Spanish Atom feed holds the published ones, newest first, in Spanish, with ids, dates and links', async () => {
    const id = await publishAdvisory();
    const answer = await call('GET', '/api/locales/es/feeds/announcements.atom');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(answer.headers.etag).toBeTruthy();
    expect(answer.headers['cache-control']).toMatch(/^public/);
    const text = answer.rawBody as string;
    expect(XMLValidator.validate(text)).toBe(true);
    const { feed } = parser.parse(text);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed['@xml:lang']).toBe('es');
    expect(feed.id).toBe('https://token.test/api/locales/es/feeds/announcements.atom');
    expect(feed.link.map((l: Record<string, string>) => [l['@rel'], l['@href']])).toEqual([
      ['self', 'https://token.test/api/locales/es/feeds/announcements.atom'],
      ['alternate', 'https://token.test/es/'],
    ]);
    expect(feed.entry.map((e: { id: string }) => e.id)).toEqual([
      `tag:token.test,2026-11-20:news-${id}`,
      'tag:token.test,2026-01-01:news-old',
    ]);
    const [advisory] = feed.entry;
    expect(advisory.title['#text']).toBe('Ese airdrop no es nuestro');
    expect(advisory.published).toBe('2026-11-20T08:00:00.000Z');
    expect(Date.parse(advisory.updated)).toBeGreaterThanOrEqual(Date.parse(advisory.published));
    expect(advisory.link[0]['@href']).toBe(`https://token.test/es/news/${id}`);
    expect(advisory.category['@term']).toBe('advisory');
    expect(advisory.content['#text']).toBe(
      'Nunca hacemos airdrops.\n\n- domain: claim[.]example (Drains wallets)',
    );
  });

  it('the English JSON Feed 1.1 has the same ids, English text and no scheduled entry', async () => {
    const id = await publishAdvisory();
    const answer = await call('GET', '/api/feeds/announcements.json');
    expect(answer.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const feed = answer.body;
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      language: 'en',
      home_page_url: 'https://token.test/',
      feed_url: 'https://token.test/api/feeds/announcements.json',
    });
    expect(feed.items.map((i: { id: string }) => i.id)).toEqual([
      `tag:token.test,2026-11-20:news-${id}`,
      'tag:token.test,2026-01-01:news-old',
    ]);
    expect(feed.items[0]).toMatchObject({
      title: 'That airdrop & "claim" is not us',
      url: `https://token.test/news/${id}`,
      date_published: '2026-11-20T08:00:00.000Z',
      tags: ['advisory'],
    });
    expect(feed.items[0].content_text).toContain('We never airdrop.');
    // The Atom twin escapes what XML must: still well-formed, the title intact.
    const atom = await call('GET', '/api/feeds/announcements.atom');
    expect(XMLValidator.validate(atom.rawBody as string)).toBe(true);
    expect(parser.parse(atom.rawBody as string).feed.entry[0].title['#text']).toBe(
      'That airdrop & "claim" is not us',
    );
  });

  it('writes only valid times: an entry stored with a publish time that is none is left out', async () => {
    await seedDocs('announcements', {
      badDay: {
        title: 'Thirtieth',
        body: 'No such day.',
        kind: 'news',
        publishAt: '2026-02-30T08:00:00.000Z',
        order: 3,
      },
      badHour: {
        title: 'Late',
        body: 'No such hour.',
        kind: 'news',
        publishAt: '2026-03-01T25:00:00.000Z',
        order: 4,
      },
    });
    const atom = await call('GET', '/api/feeds/announcements.atom');
    expect(XMLValidator.validate(atom.rawBody as string)).toBe(true);
    const entries = parser.parse(atom.rawBody as string).feed.entry as {
      title: { '#text': string };
      published: string;
    }[];
    expect(entries.map((e) => e.title['#text'])).toEqual(['Listed']);
    const json = await call('GET', '/api/feeds/announcements.json');
    expect(json.body.items.map((item: { title: string }) => item.title)).toEqual(['Listed']);
    for (const item of json.body.items)
      expect(new Date(item.date_published).toISOString()).toBe(item.date_published);
  });

  it('answers 304 to a reader whose copy is current, and 404 for a feed there is not', async () => {
    const first = await call('GET', '/api/locales/ja/feeds/announcements.atom');
    const again = await call('GET', '/api/locales/ja/feeds/announcements.atom', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    const unknown = await call('GET', '/api/feeds/announcements.rss');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Unknown feed: use announcements.atom or announcements.json');
    const badLocale = await call('GET', '/api/locales/xx/feeds/announcements.atom');
    expect(badLocale.status).toBe(400);
  });
});
