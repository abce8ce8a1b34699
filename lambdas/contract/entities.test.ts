import { describe, expect, it } from 'vitest';
import { createInputs, moveInput, updateInputs } from './entities.js';
import { MESSAGES } from './messages.js';
import { normaliseRoadmapStatus } from './roadmap-status.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('donation goal input', () => {
  it('accepts a title of 3 characters and trims it', () => {
    const result = createInputs.donations.safeParse({ title: '  abc  ' });
    expect(result).toMatchObject({ success: true, data: { title: 'abc' } });
  });

  it.each([[''], ['ab'], ['   '], ['  a  ']])('refuses the title %j with behaviour §5 message', (title) => {
    expect(messagesOf(createInputs.donations.safeParse({ title }))).toEqual([MESSAGES.goalTitleMin]);
  });

  it('refuses a missing title with the same message', () => {
    expect(messagesOf(createInputs.donations.safeParse({}))).toEqual([MESSAGES.goalTitleMin]);
  });

  it('refuses unknown fields such as updatedBy, so audit fields cannot be forged', () => {
    const result = createInputs.donations.safeParse({ title: 'Listing', updatedBy: 'mallory' });
    expect(result.success).toBe(false);
  });
});

describe('roadmap item input', () => {
  it('defaults the status to planned', () => {
    expect(createInputs.roadmap.parse({ title: 'Audit' }).status).toBe('planned');
  });

  it('accepts 140 characters and refuses 141', () => {
    expect(createInputs.roadmap.safeParse({ title: 'x'.repeat(140) }).success).toBe(true);
    expect(messagesOf(createInputs.roadmap.safeParse({ title: 'x'.repeat(141) }))).toEqual([
      MESSAGES.roadmapTitleMax,
    ]);
  });

  it('accepts a description of 280 characters and refuses 281', () => {
    expect(createInputs.roadmap.safeParse({ title: 'Audit', description: 'd'.repeat(280) }).success).toBe(
      true,
    );
    expect(
      messagesOf(createInputs.roadmap.safeParse({ title: 'Audit', description: 'd'.repeat(281) })),
    ).toEqual([MESSAGES.roadmapDescriptionMax]);
  });

  it('normalises legacy statuses on input and refuses others', () => {
    expect(createInputs.roadmap.parse({ title: 'Audit', status: 'done' }).status).toBe('completed');
    expect(createInputs.roadmap.parse({ title: 'Audit', status: 'in progress' }).status).toBe('in_progress');
    expect(messagesOf(createInputs.roadmap.safeParse({ title: 'Audit', status: 'shipped' }))).toEqual([
      MESSAGES.statusInvalid,
    ]);
  });

  it('refuses control characters but keeps newlines', () => {
    expect(messagesOf(createInputs.roadmap.safeParse({ title: 'Au\u0000dit' }))).toEqual([
      MESSAGES.controlChars,
    ]);
    expect(createInputs.roadmap.parse({ title: 'Audit', description: 'a\r\nb' }).description).toBe('a\nb');
  });

  it('accepts an order alone as an update, and refuses an empty update', () => {
    expect(updateInputs.roadmap.parse({ order: 4 })).toEqual({ order: 4 });
    expect(messagesOf(updateInputs.roadmap.safeParse({}))).toEqual([MESSAGES.emptyUpdate]);
    expect(messagesOf(updateInputs.roadmap.safeParse({ order: -1 }))).toEqual([MESSAGES.orderInvalid]);
    expect(messagesOf(updateInputs.roadmap.safeParse({ order: 1.5 }))).toEqual([MESSAGES.orderInvalid]);
  });
});

describe('FAQ entry input', () => {
  it('requires question and answer of at least 5 characters', () => {
    expect(messagesOf(createInputs.faq.safeParse({ question: 'Why?', answer: 'No.' }))).toEqual([
      MESSAGES.faqQuestionMin,
      MESSAGES.faqAnswerMin,
    ]);
  });

  it('refuses a number where text is expected', () => {
    expect(createInputs.faq.safeParse({ question: 12345, answer: 'Because.' }).success).toBe(false);
  });
});

describe('move input', () => {
  it('takes up or down only', () => {
    expect(moveInput.parse({ direction: 'up' })).toEqual({ direction: 'up' });
    expect(messagesOf(moveInput.safeParse({ direction: 'left' }))).toEqual([MESSAGES.directionInvalid]);
  });
});

describe('normaliseRoadmapStatus', () => {
  it.each([
    ['done', 'completed'],
    ['completed', 'completed'],
    ['in progress', 'in_progress'],
    ['in_progress', 'in_progress'],
    ['planned', 'planned'],
    ['someday', 'planned'],
    [undefined, 'planned'],
  ])('reads %j as %s', (raw, expected) => {
    expect(normaliseRoadmapStatus(raw)).toBe(expected);
  });
});
