import { describe, expect, it } from 'vitest';
import { pickActiveSection } from './use-active-section';

const sections = [
  { id: 'home', top: -900 },
  { id: 'tokenomics', top: -300 },
  { id: 'community', top: 150 },
  { id: 'contract', top: 900 },
];

describe('pickActiveSection', () => {
  it('keeps Home active under 200 px of scroll', () => {
    expect(pickActiveSection(199, sections, 184)).toBe('home');
  });

  it('picks the last section whose top has passed the offset', () => {
    expect(pickActiveSection(1200, sections, 184)).toBe('community');
    expect(pickActiveSection(1200, sections, 100)).toBe('tokenomics');
  });
});
