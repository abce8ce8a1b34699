import { describe, expect, it } from 'vitest';
import {
  hasOnlySafeLinks,
  isPlainText,
  normaliseDomain,
  normaliseHandle,
  normaliseImpostor,
} from './announcement-fields.js';
import { createInputs, updateInputs } from './entities.js';

describe('announcement text (behaviour §14)', () => {
  it.each(['<script>alert(1)</script>', 'a <b>bold</b> claim', 'x</p>', '<!-- hidden -->', '<img src=x>'])(
    'calls %j markup',
    (text) => expect(isPlainText(text)).toBe(false),
  );

  it.each(['fees < 1 SOL', '2 > 1', 'a <3 b', 'https://example.org/?a=1&b=2'])('keeps %j plain', (text) =>
    expect(isPlainText(text)).toBe(true),
  );

  it.each(['javascript:alert(1)', 'JavaScript :void(0)', 'vbscript:msgbox', 'data:text/html;base64,AAAA'])(
    'refuses the link %j',
    (text) => expect(hasOnlySafeLinks(text)).toBe(false),
  );

  it.each(['https://example.org', 'the data: it is on chain', 'http://example.org/javascript'])(
    'accepts %j',
    (text) => expect(hasOnlySafeLinks(text)).toBe(true),
  );
});

describe('impostors', () => {
  it('stores a domain lower case, without its final dot, an internationalised one in punycode', () => {
    expect(normaliseDomain(' Claim.Example. ')).toBe('claim.example');
    expect(normaliseDomain('vibiе.example')).toBe('xn--vibi-y4d.example');
  });

  it.each([
    'https://evil.example',
    'evil.example/claim',
    'evil.example:8080',
    'localhost',
    'not a domain',
    'a@b.example',
    '-x.example',
    'x.1',
  ])('refuses the domain %j', (value) => expect(normaliseDomain(value)).toBeUndefined());

  it('stores a handle lower case without its @, and refuses one with spaces or a slash', () => {
    expect(normaliseHandle('@Token_Support')).toBe('token_support');
    expect(normaliseHandle('real support')).toBeUndefined();
    expect(normaliseHandle('t.me/x')).toBeUndefined();
  });

  it('keeps a mint as written (base58 is case-sensitive) and refuses what is not base58', () => {
    const mint = 'So11111111111111111111111111111111111111112';
    expect(normaliseImpostor('mint', ` ${mint} `)).toBe(mint);
    expect(normaliseImpostor('mint', '0OIl'.repeat(10))).toBeUndefined();
  });
});

describe('announcement input', () => {
  const base = { title: 'Listing', body: 'We are listed.', publishAt: '2026-11-27T10:00:00+01:00' };

  it('defaults the kind to news and stores the publish time in UTC', () => {
    expect(createInputs.announcements.parse(base)).toMatchObject({
      kind: 'news',
      publishAt: '2026-11-27T09:00:00.000Z',
    });
  });

  it('parses a stored announcement again to itself, so revert, restore and backups accept it', () => {
    const stored = createInputs.announcements.parse({
      ...base,
      kind: 'advisory',
      impostors: [{ type: 'domain', value: 'Claim.Example', reason: 'Phishing' }],
    });
    expect(createInputs.announcements.parse(stored)).toEqual(stored);
  });

  it('lets an edit leave the publish time and kind as they are', () => {
    expect(updateInputs.announcements.parse({ title: 'New title' })).toEqual({ title: 'New title' });
  });
});
