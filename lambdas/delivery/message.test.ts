import { describe, expect, it } from 'vitest';
import { CHANNEL_MESSAGE_LIMITS } from '../contract/delivery.js';
import { announcementLink, composeMessage } from './message.js';
import { retryDelayMs } from './send-outcome.js';

const LINK = announcementLink('https://vibie.example/', 'abc123');

describe('composeMessage', () => {
  it('is the title, the body and the link, with an advisory marked as one', () => {
    expect(LINK).toBe('https://vibie.example/news/abc123');
    expect(composeMessage('telegram', { title: 'Burn', body: 'Burned 1%.' }, LINK)).toBe(
      `Burn\n\nBurned 1%.\n\n${LINK}`,
    );
    expect(
      composeMessage('discord', { title: 'Not us', body: 'Fake airdrop.', kind: 'advisory' }, LINK),
    ).toBe(`⚠️ Security advisory: Not us\n\nFake airdrop.\n\n${LINK}`);
  });

  it.each(['telegram', 'discord'] as const)(
    'cuts a long body to %s’s limit and keeps the link whole',
    (channel) => {
      const body = 'word '.repeat(1000);
      const text = composeMessage(channel, { title: 'Long', body }, LINK);
      expect(text.length).toBeLessThanOrEqual(CHANNEL_MESSAGE_LIMITS[channel]);
      expect(text.length).toBeGreaterThan(CHANNEL_MESSAGE_LIMITS[channel] - 10);
      expect(text.endsWith(`…\n\n${LINK}`)).toBe(true);
      expect(text.startsWith('Long\n\nword word')).toBe(true);
    },
  );

  it('never cuts an emoji in half', () => {
    const body = '🚀'.repeat(1500);
    const text = composeMessage('discord', { title: 'Moon', body }, LINK);
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('retryDelayMs', () => {
  const policy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 8000 };
  it('doubles with each try, half of it jittered, up to the ceiling', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(policy, n, () => 0))).toEqual([
      500, 1000, 2000, 4000, 4000,
    ]);
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(policy, n, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ]);
  });
  it('never waits less than the provider asked', () => {
    expect(retryDelayMs(policy, 1, () => 0, 30_000)).toBe(30_000);
  });
});
