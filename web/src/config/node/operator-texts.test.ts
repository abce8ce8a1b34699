// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/i18n/locales';
import { missingTranslationCounts, missingTranslations } from '../operator-texts';
import { localizedText, siteSchema, TEXT_LOCALES } from '../site-schema';
import { committedOperatorConfigRaw, completeOperatorRaw } from './fixtures';
import { parseOperatorConfig } from './operator-config';

const committedSite = () =>
  siteSchema.parse({
    ...committedOperatorConfigRaw().site,
    // The committed file's placeholders are not base58; the texts are what these tests read.
    token: {
      name: 'Vibie',
      ticker: 'VIBIE',
      chain: 'solana',
      mintAddress: 'So11111111111111111111111111111111111111112',
      pairAddress: 'So11111111111111111111111111111111111111112',
    },
    donationWallet: 'So11111111111111111111111111111111111111112',
    supply: {
      ...(committedOperatorConfigRaw().site.supply as object),
      labelled: (
        committedOperatorConfigRaw().site.supply as { labelled: { kind: string; label: unknown }[] }
      ).labelled.map((entry) => ({ ...entry, address: 'So11111111111111111111111111111111111111112' })),
    },
  });

describe('operator texts in every locale', () => {
  it('lists the same locales as the site', () => {
    expect([...TEXT_LOCALES]).toEqual([...LOCALES]);
  });

  it('accepts a plain string or an English text with translations', () => {
    expect(localizedText.parse('Burned')).toBe('Burned');
    expect(localizedText.parse({ en: 'Burned', ja: 'バーン済み' })).toEqual({
      en: 'Burned',
      ja: 'バーン済み',
    });
  });

  it('refuses a text without English, an unknown locale, an empty, oversized or marked-up text', () => {
    const problems = (value: unknown) => localizedText.safeParse(value).success;
    expect(problems({ es: 'Quemado' })).toBe(false);
    expect(problems({ en: 'Burned', fr: 'Brûlé' })).toBe(false);
    expect(problems({ en: 'Burned', ru: '   ' })).toBe(false);
    expect(problems({ en: 'x'.repeat(401) })).toBe(false);
    expect(problems({ en: 'Burned', ar: '<img src=x onerror=alert(1)>' })).toBe(false);
    expect(problems(42)).toBe(false);
  });

  it('the committed demo translates every operator text into all 11 locales', () => {
    expect(missingTranslations(committedSite())).toEqual([]);
  });

  it('names each missing translation by locale and field, and counts them per locale', () => {
    const site = committedSite();
    site.tokenomics.note = { en: 'A note.', es: 'Una nota.' };
    site.aiModerator.features[1] = 'Answers questions';
    const missing = missingTranslations(site);
    expect(missing).toContain('ru: site.tokenomics.note');
    expect(missing).toContain('ar: site.aiModerator.features[1]');
    expect(missing).not.toContain('es: site.tokenomics.note');
    expect(missing.filter((line) => line.startsWith('es: '))).toEqual(['es: site.aiModerator.features[1]']);
    expect(missingTranslationCounts(site)).toMatchObject({ es: 1, ru: 2, ja: 2 });
  });

  it('asks no translation of a checked claim, a fixed value or a figure', () => {
    const site = committedSite();
    site.tokenomics.facts = [
      { label: 'Mint authority', value: 'Revoked', verify: 'mintAuthorityRevoked' },
      { label: { en: 'Tax', ru: 'Налог' }, value: '0%' },
    ];
    const facts = missingTranslations(site).filter((line) => line.includes('tokenomics.facts'));
    // Only the operator's own label, in the locales it lacks: never the checked claim, "Revoked" or "0%".
    expect(facts).toHaveLength(9);
    expect(facts.every((line) => line.endsWith('site.tokenomics.facts[1].label'))).toBe(true);
  });
});

// behaviour §5: the administrator texts' character rule holds for the operator's texts, the token's name
// and ticker included, which npm run init may take from the chain.
describe('hidden characters in the operator configuration', () => {
  const withSite = (change: (site: Record<string, unknown>) => void) => {
    const raw = completeOperatorRaw();
    change(raw.site as Record<string, unknown>);
    return () => parseOperatorConfig(raw, { allowPlaceholders: false });
  };

  it('accepts the complete configuration as it is', () => {
    expect(withSite(() => undefined)).not.toThrow();
  });

  it.each([
    [
      'the token name',
      (s: Record<string, unknown>) => Object.assign(s.token as object, { name: 'Vibie\u202Eeivib' }),
    ],
    [
      'the ticker',
      (s: Record<string, unknown>) => Object.assign(s.token as object, { ticker: 'VIB\u001b[2K' }),
    ],
    [
      'the operator',
      (s: Record<string, unknown>) => Object.assign(s.operator as object, { name: 'A\u2066B' }),
    ],
    [
      'an official handle',
      (s: Record<string, unknown>) => {
        const [first] = (s.official as { accounts: Record<string, unknown>[] }).accounts;
        Object.assign(first as object, { handle: '@vibie\u202E' });
      },
    ],
    [
      'a description',
      (s: Record<string, unknown>) => {
        const { communityChat } = s.links as { communityChat: Record<string, unknown> };
        Object.assign(communityChat, { description: { en: 'Chat with us\u0085here' } });
      },
    ],
  ])('refuses a control or direction character in %s', (_, change) => {
    expect(withSite(change)).toThrow(/control characters|direction/i);
  });
});
