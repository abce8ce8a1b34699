import { describe, expect, it } from 'vitest';
import { localize } from '../content/localize.js';
import { isOfficialLink } from '../contract/defang.js';
import { findLinks } from '../contract/link-finder.js';
import { CORPUS_ADVISORY, IMPOSTOR_MINT, OFFICIAL, OUR_MINT, SITE } from '../test/link-corpus.js';
import { type LocalizeAnnouncement, storedMessage } from './message.js';

// behaviour §14.3: after the message is built, the link finder run over what each chat shows finds no
// address, host or handle that is not official; in Telegram, only the Telegram account's handle.
const context = {
  siteOrigin: SITE,
  locale: 'en' as const,
  localize: ((locale, announcement) =>
    localize('announcements', locale, announcement)) satisfies LocalizeAnnouncement,
  official: OFFICIAL,
};
/** What Discord shows: its Markdown escapes read back. */
const shown = (text: string) => text.replace(/\\(.)/g, '$1');

describe('the chats’ messages, read by the link finder', () => {
  const telegram = storedMessage('telegram', 'adv1', CORPUS_ADVISORY, context).text;
  const discord = shown(storedMessage('discord', 'adv1', CORPUS_ADVISORY, context).text);

  it.each([
    ['telegram', telegram, { ...OFFICIAL, handles: OFFICIAL.telegramHandles }],
    ['discord', discord, OFFICIAL],
  ])('leaves nothing linked in %s that is not official', (_, text, official) => {
    const unofficial = findLinks(text).filter((link) => !isOfficialLink(link, official));
    expect(unofficial.map((link) => link.text)).toEqual([]);
    // The official ones are still there, as written.
    expect(text).toContain('https://vibie.example/news/x');
    expect(text).toContain('https://x.com/vibie_token/status/1');
  });

  it('defangs a trading link for another mint and keeps the one for ours, in both chats', () => {
    for (const text of [telegram, discord]) {
      expect(text).toContain(`hxxps://jup[.]ag/swap/SOL-${IMPOSTOR_MINT}`);
      expect(text).toContain(`Buy ours: https://jup.ag/swap/SOL-${OUR_MINT}`);
    }
  });

  it('leaves only the Telegram account’s handle live in a Telegram post', () => {
    expect(telegram).toContain('Follow us on X: [@]vibie_token, news on Telegram: @vibie_news');
    expect(discord).toContain('Follow us on X: @vibie_token, news on Telegram: @vibie_news');
  });

  it('defangs the forms Telegram links beyond a plain address', () => {
    for (const line of [
      'Fake TikTok hxxps://www[.]tiktok[.]com/[@]vibie_fake',
      'Our Instagram is not [@]vibie[.]team.',
      'Not ours: [@]vibie[.]team',
      'Site:vibie-airdrop[.]xyz',
      '偽サイト:vibie-airdrop[.]xyz',
      'IDN vibie[.]xn--p1ai and vibie[.]рф',
      'Short link hxxps://bit[.]ly/abc?u=claim-vibie[.]live',
      '_hxxps://vibie-airdrop[.]xyz/claim_',
      'Write to support[@]vibie-airdrop[.]xyz',
    ]) {
      expect(telegram).toContain(line);
    }
  });
});
