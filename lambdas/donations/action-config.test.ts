import { describe, expect, it } from 'vitest';
import { DEFAULT_ACTION_TEXTS, parseDonateActionConfig } from './action-config.js';

const ENV = {
  // Any base58 key of 32 bytes: the wrapped SOL mint.
  DONATION_WALLET: 'So11111111111111111111111111111111111111112',
  SOLANA_RPC_URL: 'http://127.0.0.1:8899',
  LOCAL_STACK: '1',
};
const TEXTS = { ...DEFAULT_ACTION_TEXTS, title: 'Donate to Vibie' };
const withTexts = (texts: unknown) => ({ ...ENV, DONATE_ACTION: JSON.stringify(texts) });

describe('the Solana Action configuration (ADR 40)', () => {
  it('reads the texts and presets the stack sets, and the defaults when none are set', () => {
    expect(parseDonateActionConfig(withTexts(TEXTS)).DONATE_ACTION).toEqual(TEXTS);
    expect(parseDonateActionConfig(ENV).DONATE_ACTION).toEqual(DEFAULT_ACTION_TEXTS);
  });

  it.each([
    ['a text too long', { ...TEXTS, label: 'x'.repeat(41) }, 'label must be text of 1 to 40 characters'],
    ['an empty text', { ...TEXTS, message: '' }, 'message must be text of 1 to 200 characters'],
    ['a missing text', { ...TEXTS, title: undefined }, 'title must be text of 1 to 120 characters'],
    ['an unknown field', { ...TEXTS, icon: 'x' }, 'unknown field "icon"'],
    ['no preset', { ...TEXTS, presetsSol: [] }, 'presetsSol must list 1 to 4 amounts'],
    ['five presets', { ...TEXTS, presetsSol: ['1', '2', '3', '4', '5'] }, 'presetsSol must list 1 to 4'],
    ['an exponent preset', { ...TEXTS, presetsSol: ['1e3'] }, 'presetsSol must be SOL as plain decimals'],
    ['not an object', ['Donate'], 'must be a JSON object'],
  ])('refuses %s, naming the variable and the field', (_case, texts, message) => {
    expect(() => parseDonateActionConfig(withTexts(texts))).toThrow(/DONATE_ACTION/);
    expect(() => parseDonateActionConfig(withTexts(texts))).toThrow(message);
  });

  it('refuses texts that are not JSON and a maximum that is not a plain decimal', () => {
    expect(() => parseDonateActionConfig({ ...ENV, DONATE_ACTION: '{' })).toThrow(/DONATE_ACTION.*JSON/);
    expect(() => parseDonateActionConfig({ ...ENV, DONATE_MAX_SOL: '1e3' })).toThrow(/DONATE_MAX_SOL/);
  });
});
