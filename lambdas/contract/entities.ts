import { z } from 'zod';
import {
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES,
  type AnnouncementKind,
  hasOnlySafeLinks,
  IMPOSTOR_TYPES,
  IMPOSTOR_VALUE_MESSAGES,
  type Impostor,
  isPlainText,
  normaliseImpostor,
  PUBLISH_AT_RANGE,
} from './announcement-fields.js';
import {
  CONTENT_LOCALES,
  type ContentLocale,
  type TranslatableField,
  type Translations,
} from './content-locales.js';
import {
  DELIVERY_CHANNELS,
  DELIVERY_MESSAGES,
  type DeliveryChannel,
  type DeliveryChannels,
} from './delivery.js';
import { withoutHiddenCharacters } from './hidden-characters.js';
import { LIMITS, MESSAGES } from './messages.js';
import { normaliseRoadmapStatus, type ROADMAP_STATUSES } from './roadmap-status.js';
import {
  atLeast,
  englishMinimum,
  inLocale,
  type Minimum,
  type Say,
  translationsInput,
} from './translation-inputs.js';

export { COLLECTIONS, type CollectionName, isCollectionName } from './collections.js';

const same: Say = (message) => message;

/**
 * `say` prefixes the messages of a translation's field with its locale (ADR 28); English's are as is.
 * Carriage returns are dropped so every answer's lines split the same way.
 */
function text(min: number, max: number, minMessage: string, maxMessage: string, say: Say = same) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? minMessage : say('Must be text')) })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(withoutHiddenCharacters(z.string().min(min, minMessage).max(max, maxMessage), say));
}

/** Trimmed text between `min` and `max` characters, no hidden characters (hidden-characters.ts): every content field's rule. */
export const boundedText = text;

function optionalText(max: number, maxMessage: string, say: Say = same) {
  return text(0, max, maxMessage, maxMessage, say).optional();
}

/** An entry's position: a whole number within LIMITS.orderMax (admin input, stored entries, backups). */
export const orderField = z
  .number({ error: MESSAGES.orderInvalid })
  .int(MESSAGES.orderInvalid)
  .min(0, MESSAGES.orderInvalid)
  .max(LIMITS.orderMax, MESSAGES.orderInvalid);

const statusInput = z
  .string({ error: MESSAGES.statusInvalid })
  .refine(
    (s) => ['in_progress', 'planned', 'completed', 'done', 'in progress'].includes(s),
    MESSAGES.statusInvalid,
  )
  .transform(normaliseRoadmapStatus);

/** A goal's target in SOL; null removes it (the goal then shows no progress). */
const targetAmount = z
  .number({ error: MESSAGES.targetAmountInvalid })
  .min(0, MESSAGES.targetAmountInvalid)
  .max(LIMITS.targetAmountMax, MESSAGES.targetAmountInvalid)
  .nullable();

// Each kind's text fields, built once for English and once per locale of its translations, where
// `say` names the locale in every message and `minimum` gives the language's shortest text (ADR 28).
/** Required text of `min` to `max` characters in English, its minimum adapted to the language. */
function required(
  min: number,
  max: number,
  minMessage: string,
  maxMessage: string,
  say: Say,
  minimum: Minimum,
) {
  return text(minimum(min), max, say(atLeast(minMessage, min, minimum(min))), say(maxMessage), say);
}

const goalText = (say: Say, minimum: Minimum) => ({
  title: required(
    LIMITS.goalTitleMin,
    LIMITS.goalTitleMax,
    MESSAGES.goalTitleMin,
    MESSAGES.goalTitleMax,
    say,
    minimum,
  ),
  description: optionalText(LIMITS.goalDescriptionMax, say(MESSAGES.goalDescriptionMax), say),
});

const roadmapText = (say: Say, minimum: Minimum) => ({
  title: required(
    LIMITS.roadmapTitleMin,
    LIMITS.roadmapTitleMax,
    MESSAGES.roadmapTitleMin,
    MESSAGES.roadmapTitleMax,
    say,
    minimum,
  ),
  description: optionalText(LIMITS.roadmapDescriptionMax, say(MESSAGES.roadmapDescriptionMax), say),
  timeline: optionalText(LIMITS.timelineMax, say(MESSAGES.timelineMax), say),
});

const faqText = (say: Say, minimum: Minimum) => ({
  question: required(
    LIMITS.faqQuestionMin,
    LIMITS.faqQuestionMax,
    MESSAGES.faqQuestionMin,
    MESSAGES.faqQuestionMax,
    say,
    minimum,
  ),
  answer: required(
    LIMITS.faqAnswerMin,
    LIMITS.faqAnswerMax,
    MESSAGES.faqAnswerMin,
    MESSAGES.faqAnswerMax,
    say,
    minimum,
  ),
});

/** Plain text whose links are safe to make clickable (behaviour §14). */
function plainWithSafeLinks<T extends z.ZodType<string, unknown>>(field: T, say: Say) {
  return field
    .refine(isPlainText, say(ANNOUNCEMENT_MESSAGES.html))
    .refine(hasOnlySafeLinks, say(ANNOUNCEMENT_MESSAGES.unsafeLink));
}

const announcementText = (say: Say, minimum: Minimum) => ({
  title: plainWithSafeLinks(
    required(
      ANNOUNCEMENT_LIMITS.titleMin,
      ANNOUNCEMENT_LIMITS.titleMax,
      ANNOUNCEMENT_MESSAGES.titleMin,
      ANNOUNCEMENT_MESSAGES.titleMax,
      say,
      minimum,
    ),
    say,
  ),
  body: plainWithSafeLinks(
    required(
      ANNOUNCEMENT_LIMITS.bodyMin,
      ANNOUNCEMENT_LIMITS.bodyMax,
      ANNOUNCEMENT_MESSAGES.bodyMin,
      ANNOUNCEMENT_MESSAGES.bodyMax,
      say,
      minimum,
    ),
    say,
  ),
});

/**
 * An advisory's translated reasons (ADR 28, amendment of #56): one a line, in the impostors' order,
 * each under the rules of an English reason.
 */
const reasonsText = (say: Say) =>
  plainWithSafeLinks(
    text(0, ANNOUNCEMENT_LIMITS.impostorsMax * (ANNOUNCEMENT_LIMITS.impostorReasonMax + 1), '', '', say),
    say,
  ).refine((value) => {
    const lines = value.split('\n');
    return (
      lines.length <= ANNOUNCEMENT_LIMITS.impostorsMax &&
      lines.every((line) => line.trim().length <= ANNOUNCEMENT_LIMITS.impostorReasonMax)
    );
  }, say(ANNOUNCEMENT_MESSAGES.reasonsInvalid));

/** `translations` of each kind's input: replaced whole on update (the form sends every locale). */
export const translationInputs = {
  donations: translationsInput(goalText),
  roadmap: translationsInput(roadmapText),
  faq: translationsInput(faqText),
  announcements: translationsInput((say, minimum) => ({
    ...announcementText(say, minimum),
    reasons: reasonsText(say).optional(),
  })),
} as const;

/** Admin input for a donation goal: title, description, and optionally its target and state. */
export const donationGoalInput = z.strictObject({
  ...goalText(same, englishMinimum),
  targetAmount: targetAmount.optional(),
  active: z.boolean({ error: MESSAGES.activeInvalid }).optional(),
  translations: translationInputs.donations.optional(),
});

/** Admin input for a roadmap item. */
export const roadmapItemInput = z.strictObject({
  title: roadmapText(same, englishMinimum).title,
  description: roadmapText(same, englishMinimum).description,
  status: statusInput.optional().default('planned'),
  timeline: roadmapText(same, englishMinimum).timeline,
  translations: translationInputs.roadmap.optional(),
});

/** Admin input for an FAQ entry. */
export const faqEntryInput = z.strictObject({
  ...faqText(same, englishMinimum),
  translations: translationInputs.faq.optional(),
});

const announcementKind = z.enum(ANNOUNCEMENT_KINDS, { error: ANNOUNCEMENT_MESSAGES.kindInvalid });

/** A publish time with its offset, stored as UTC ISO 8601 (sortable as text). */
const publishAt = z
  .string({ error: ANNOUNCEMENT_MESSAGES.publishAtInvalid })
  .pipe(z.iso.datetime({ offset: true, error: ANNOUNCEMENT_MESSAGES.publishAtInvalid }))
  .transform((value) => new Date(value).toISOString())
  .refine(
    (iso) => iso >= PUBLISH_AT_RANGE.min && iso < PUBLISH_AT_RANGE.max,
    ANNOUNCEMENT_MESSAGES.publishAtInvalid,
  );

/** One impostor: its value checked and stored in the form the link checker compares. */
const impostor = z
  .strictObject(
    {
      type: z.enum(IMPOSTOR_TYPES, { error: ANNOUNCEMENT_MESSAGES.impostorTypeInvalid }),
      value: z.string({ error: ANNOUNCEMENT_MESSAGES.impostorDomainInvalid }).max(1000),
      reason: text(
        1,
        ANNOUNCEMENT_LIMITS.impostorReasonMax,
        ANNOUNCEMENT_MESSAGES.impostorReasonRequired,
        ANNOUNCEMENT_MESSAGES.impostorReasonMax,
      )
        .refine(isPlainText, ANNOUNCEMENT_MESSAGES.html)
        .refine(hasOnlySafeLinks, ANNOUNCEMENT_MESSAGES.unsafeLink),
    },
    { error: ANNOUNCEMENT_MESSAGES.impostorsInvalid },
  )
  .transform((entry, ctx): Impostor => {
    const value = normaliseImpostor(entry.type, entry.value);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: IMPOSTOR_VALUE_MESSAGES[entry.type] });
      return z.NEVER;
    }
    return { ...entry, value };
  });

const impostors = z
  .array(impostor, { error: ANNOUNCEMENT_MESSAGES.impostorsInvalid })
  .max(ANNOUNCEMENT_LIMITS.impostorsMax, ANNOUNCEMENT_MESSAGES.impostorsInvalid);

const deliveryChannelsInput = z.strictObject(
  Object.fromEntries(
    DELIVERY_CHANNELS.map((c) => [c, z.boolean({ error: DELIVERY_MESSAGES.channelsInvalid }).optional()]),
  ) as Record<DeliveryChannel, z.ZodOptional<z.ZodBoolean>>,
  { error: DELIVERY_MESSAGES.channelsInvalid },
);

const announcementShape = {
  ...announcementText(same, englishMinimum),
  kind: announcementKind.optional(),
  publishAt,
  impostors: impostors.optional(),
  translations: translationInputs.announcements.optional(),
  /** The chats it is posted to once published (ADR 36); absent: none. */
  channels: deliveryChannelsInput.optional(),
};

/** A translation's reasons, one a line for each impostor the same body names. */
function reasonsMatch(
  input: { impostors?: Impostor[]; translations?: Partial<Record<ContentLocale, { reasons?: string }>> },
  ctx: z.RefinementCtx,
): void {
  if (!input.impostors?.length) return;
  for (const locale of CONTENT_LOCALES) {
    const reasons = input.translations?.[locale]?.reasons;
    if (reasons === undefined || reasons.split('\n').length === input.impostors.length) continue;
    ctx.addIssue({
      code: 'custom',
      path: ['translations', locale, 'reasons'],
      message: inLocale(locale)(ANNOUNCEMENT_MESSAGES.reasonsCount(input.impostors.length)),
    });
  }
}

/** News names no impostors: a kind sent as news with a non-empty list is refused. */
const impostorsOnAdvisories = (input: { kind?: AnnouncementKind; impostors?: Impostor[] }) =>
  !(input.kind === 'news' && (input.impostors?.length ?? 0) > 0);
const impostorsRule = { message: ANNOUNCEMENT_MESSAGES.impostorsNewsOnly, path: ['impostors'] };

/**
 * Admin input for an announcement (behaviour §14): the kind defaults to news; the publish time is
 * always sent (the form fills in the present), so a retried create asks for the very same thing.
 */
export const announcementInput = z
  .strictObject(announcementShape)
  .transform((input) => ({ ...input, kind: input.kind ?? 'news' }))
  .refine(impostorsOnAdvisories, impostorsRule)
  .superRefine(reasonsMatch);

function partialUpdate<T extends z.ZodRawShape>(shape: T) {
  return z
    .strictObject(shape)
    .partial()
    .refine((v) => Object.values(v).some((x) => x !== undefined), MESSAGES.emptyUpdate);
}

/** PUT bodies: any subset of the create fields; the roadmap also takes `order` (a reorder). */
export const updateInputs = {
  donations: partialUpdate(donationGoalInput.shape),
  roadmap: partialUpdate({
    title: roadmapItemInput.shape.title,
    description: roadmapItemInput.shape.description,
    status: statusInput.optional(),
    timeline: roadmapItemInput.shape.timeline,
    order: orderField.optional(),
    translations: roadmapItemInput.shape.translations,
  }),
  faq: partialUpdate(faqEntryInput.shape),
  // An update that turns an advisory into news clears its impostors itself (the form sends []).
  announcements: partialUpdate({ ...announcementShape, publishAt: publishAt.optional() })
    .refine(impostorsOnAdvisories, impostorsRule)
    .superRefine(reasonsMatch),
} as const;

export const createInputs = {
  donations: donationGoalInput,
  roadmap: roadmapItemInput,
  faq: faqEntryInput,
  announcements: announcementInput,
} as const;

export const moveInput = z.strictObject({
  direction: z.enum(['up', 'down'], { error: MESSAGES.directionInvalid }),
});
export type MoveDirection = z.infer<typeof moveInput>['direction'];

export type DonationGoalInput = z.input<typeof donationGoalInput>;
export type RoadmapItemInput = z.input<typeof roadmapItemInput>;
export type FaqEntryInput = z.input<typeof faqEntryInput>;
export type AnnouncementInput = z.input<typeof announcementInput>;

/** Audit fields every stored entry carries (set by the server from the verified token). */
interface Stored {
  id: string;
  order: number;
  updatedBy?: string;
  /** ISO 8601, from the server clock. */
  updatedAt?: string;
}

export interface DonationGoal extends Stored {
  title: string;
  /** Admin answers only; a locale's public path serves them in place of the English fields (ADR 28). */
  translations?: Translations<TranslatableField<'donations'>>;
  description?: string;
  /** Legacy fallback for description (behaviour §3). */
  goal?: string;
  /** SOL; null or absent: no target. */
  targetAmount?: number | null;
  /** Stored by older versions; never shown to visitors (progress comes from the chain). */
  currentAmount?: number;
  deadline?: string;
  /** Absent means active. */
  active?: boolean;
  /**
   * The goal's Solana Pay reference key (base58, 32 bytes; ADR 40): made by the server when the goal is
   * created, never a secret. A transfer to the donation wallet whose accounts include it is this goal's.
   */
  reference?: string;
}

export interface RoadmapItem extends Stored {
  title: string;
  translations?: Translations<TranslatableField<'roadmap'>>;
  description?: string;
  status: (typeof ROADMAP_STATUSES)[number];
  timeline?: string;
  /** Public answers, completed items only: when it was marked completed (ISO 8601), null without a record. */
  completedAt?: string | null;
}

export interface FaqEntry extends Stored {
  question: string;
  translations?: Translations<TranslatableField<'faq'>>;
  answer: string;
}

export interface Announcement extends Stored {
  title: string;
  body: string;
  translations?: Translations<TranslatableField<'announcements'>>;
  kind: AnnouncementKind;
  /** ISO 8601 (UTC): visitors see it from then on. */
  publishAt: string;
  /** Advisories only: what they warn of. */
  impostors?: Impostor[];
  /** The chats it is posted to (ADR 36). */
  channels?: DeliveryChannels;
}

export interface ChartLink {
  id: string;
  name: string;
  translations?: Translations<TranslatableField<'chartLinks'>>;
  description?: string;
  url: string;
  embedUrl: string;
  icon?: string;
  gradient?: string;
  order: number;
  active: boolean;
}

import type { PrivacyPolicyField } from './privacy-policy-fields.js';

export { PRIVACY_POLICY_FIELDS, type PrivacyPolicyField } from './privacy-policy-fields.js';
export type PrivacyPolicy = { id: string } & Partial<Record<PrivacyPolicyField, string>>;

export type EntryByCollection = {
  donations: DonationGoal;
  roadmap: RoadmapItem;
  faq: FaqEntry;
  announcements: Announcement;
};
