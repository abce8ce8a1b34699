import { describe, expect, it } from 'vitest';
import { renderNewsNotFound, renderNewsPage } from '../../lambdas/content/news-page/render-news-page.js';
import { checkHtmlStrings, fails, formatHtmlProblems } from './html-checker';

// The announcement pages are rendered by a function, not by the build (ADR 39): the built-page check never
// sees them, so their HTML is checked here, as the function writes it, in a left-to-right and a
// right-to-left locale, for an advisory, a news item and the page of one that is not there.
const site = { siteUrl: 'https://vibie.example/' };
const advisory = {
  id: 'adv1',
  title: 'That <script>alert(1)</script> "airdrop" is not us',
  body: 'We never airdrop.\n\nOfficial: https://vibie.example/official\nFake: https://claim.example/x @vibie_support',
  kind: 'advisory' as const,
  publishAt: '2026-11-20T08:00:00.000Z',
  impostors: [
    { type: 'domain' as const, value: 'claim.example', reason: 'Drains <b>wallets</b>' },
    { type: 'handle' as const, value: 'vibie_support', reason: 'Fake support' },
  ],
};
const news = { ...advisory, id: 'n1', kind: 'news' as const, impostors: undefined };

describe('the Nu HTML Checker over the announcement pages', () => {
  it('finds no error and no warning on any of them', async () => {
    const problems = await checkHtmlStrings({
      'news/adv1.html': renderNewsPage(advisory, 'en', site, ['ar']),
      'ar/news/adv1.html': renderNewsPage(advisory, 'ar', site, ['ar']),
      'ja/news/n1.html': renderNewsPage(news, 'ja', site, []),
      'news/missing.html': renderNewsNotFound('en', site),
      'ar/news/missing.html': renderNewsNotFound('ar', site),
    });
    expect(formatHtmlProblems(problems.filter(fails))).toEqual([]);
  });
});
