import type { ControlChanges, WalletControlFacts } from '@contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../config/site';
import { setCatalog } from '../lib/i18n/i18n';
import { LOCALES, type Locale } from '../lib/i18n/locales';
import { liveStore } from '../lib/live';
import { apiAnswer } from '../testing/api-answer';
import { App } from './app';

// Behaviour §2.8: the chain's codes ("squads-v4", "unknown:program-address", a timelock in seconds,
// "none") are the API's words, never the visitor's. Every locale's page, given every kind of change of
// the wallet's rules, must say them in its own words.
vi.mock('../admin/index', () => ({ AdminRoot: () => null }));

const catalogs = import.meta.glob<Record<string, string>>('../locales/*.json', {
  import: 'default',
  eager: true,
});

const KEY = 'A1iceA1iceA1iceA1iceA1iceA1iceA1iceA1iceA1ic';
const readAt = new Date(Date.now() - 60_000).toISOString();

const control: WalletControlFacts = {
  wallet: site.donationWallet,
  readAt,
  control: {
    kind: 'squads-v4',
    multisig: KEY,
    vaultIndex: 0,
    threshold: 1,
    voters: 1,
    members: [{ address: KEY, initiate: true, vote: true, execute: true }],
    timeLockSeconds: 86_400,
    configAuthority: KEY,
    spendingLimits: [
      {
        address: KEY,
        mint: null,
        amount: '5000000000',
        period: 'day',
        remainingAmount: '0',
        members: [KEY],
        destinations: [],
      },
    ],
  },
};

const changes: ControlChanges = {
  changes: [
    {
      at: readAt,
      signature: null,
      changes: [
        { field: 'kind', before: 'squads-v4', after: 'unknown:program-address' },
        { field: 'threshold', before: '2/3', after: 'none' },
        { field: 'members', before: '3', after: '0' },
        { field: 'timeLock', before: '86400', after: 'none' },
        { field: 'configAuthority', before: 'none', after: KEY },
        { field: 'spendingLimits', before: '1', after: '0' },
      ],
    },
    {
      at: new Date(Date.now() - 86_400_000).toISOString(),
      signature: null,
      changes: [
        { field: 'kind', before: 'one-key', after: 'not-the-wallet' },
        { field: 'timeLock', before: '0', after: '3600' },
      ],
    },
  ],
};

/** The chain's codes as the API writes them, and a timelock in bare seconds. */
const CODES =
  /squads-v4|one-key|not-the-wallet|unknown:|program-address|other-program|not-a-multisig|\b\d+ ?s\b|(?<!\p{L})none(?!\p{L})/u;

/** A day as the API writes it ("2026-11-20"): the page writes it in the visitor's words (docs/languages.md). */
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
const growth = {
  points: [
    { day: '2026-11-02', count: 12, measuredAt: '2026-11-02T10:00:00.000Z' },
    { day: '2026-11-03', count: 40, measuredAt: '2026-11-03T10:00:00.000Z' },
  ],
};

/** The page's text and every attribute a visitor or a screen reader meets. */
function shown(): string[] {
  const found = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (name === 'title' || name === 'alt' || name.startsWith('aria-')) found.push(value);
    }
  }
  return found;
}

afterEach(() => liveStore.dispose());

describe('the chain codes of the wallet rules', () => {
  it.each(LOCALES)(
    'never reach the %s page',
    async (locale: Locale) => {
      setCatalog(locale, catalogs[`../locales/${locale}.json`] as Record<string, string>);
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          if (String(url).endsWith('/donation-wallet-control/changes')) return apiAnswer(changes);
          if (String(url).endsWith('/donation-wallet-control')) return apiAnswer(control);
          if (String(url).endsWith('/holders/growth')) return apiAnswer(growth);
          return apiAnswer([]);
        }),
      );
      render(<App />);
      const notices = await screen.findAllByTestId('control-changed', {}, { timeout: 30_000 });
      expect(notices).toHaveLength(2);
      await screen.findAllByTestId('control-limit');
      await screen.findByTestId('holder-growth-text', {}, { timeout: 30_000 });
      expect(
        shown()
          .filter((text) => CODES.test(text))
          .map((text) => text.match(CODES)?.[0]),
      ).toEqual([]);
      expect(shown().flatMap((text) => text.match(ISO_DAY) ?? [])).toEqual([]);
    },
    40_000,
  );
});
