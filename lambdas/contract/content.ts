import { z } from 'zod';
import { type ChartLink, orderField, PRIVACY_POLICY_FIELDS, type PrivacyPolicyField } from './entities.js';
import { withoutHiddenCharacters } from './hidden-characters.js';
import { LIMITS, MESSAGES } from './messages.js';
import { type Say, translationsInput } from './translation-inputs.js';

/**
 * Everything the admin panel edits: four collections, the chart links, the privacy policy and the
 * notes on the donation wallet's outflows. Each kind is also the name of its Firestore collection.
 */
export const CONTENT_KINDS = [
  'donations',
  'roadmap',
  'faq',
  'chartLinks',
  'privacyPolicy',
  'ledgerNotes',
  'announcements',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Kinds whose entries go to the bin when deleted (the privacy policy is reset instead). */
export const BINNED_KINDS = ['donations', 'roadmap', 'faq', 'chartLinks', 'announcements'] as const;
export type BinnedKind = (typeof BINNED_KINDS)[number];

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);
}

/** The one document of the privacy policy (behaviour §3). */
export const PRIVACY_POLICY_ID = 'current';

/** What a history record says happened. */
export const HISTORY_ACTIONS = [
  'create',
  'update',
  'move',
  'delete',
  'restore',
  'revert',
  'reset',
  'purge',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One kept version (admin answers only): the entry before and after a change, who and when. */
export interface HistoryRecord {
  id: string;
  kind: ContentKind;
  entryId: string;
  action: HistoryAction;
  /** A short name of the entry (title, question or name) at the time. */
  title: string;
  /** ISO 8601, server clock. */
  at: string;
  byUid: string;
  byEmail?: string;
  /** Fields whose value changed (audit fields left out). */
  changed: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** An entry waiting in the bin (admin answers only). */
export interface BinEntry {
  /** The bin's own id (`<kind>__<entry id>`), used to restore. */
  id: string;
  kind: BinnedKind;
  entryId: string;
  title: string;
  /** ISO 8601. */
  deletedAt: string;
  /** ISO 8601: the schedule purges it after this. */
  purgeAfter: string;
  byEmail?: string;
  data: Record<string, unknown>;
}

/** GET /api/admin/chart-links: every link (inactive ones too) and the hosts a link may use. */
export interface AdminChartLinks {
  links: ChartLink[];
  allowedHosts: string[];
}

export const CONTENT_MESSAGES = {
  chartNameRequired: 'Name is required',
  chartNameMax: `Name must be less than ${LIMITS.chartNameMax} characters`,
  chartDescriptionMax: `Description must be less than ${LIMITS.chartDescriptionMax} characters`,
  chartIconMax: `Icon must be less than ${LIMITS.chartIconMax} characters`,
  chartGradientInvalid: `Gradient must be up to ${LIMITS.chartGradientMax} characters of letters, digits, spaces, #, %, commas, dots and brackets`,
  urlRequired: 'URL is required',
  urlMax: `URL must be less than ${LIMITS.urlMax} characters`,
  policyFieldMax: (max: number) => `Must be less than ${max} characters`,
  policyFieldRequired: 'Required',
  emailInvalid: 'Contact email must be an email address',
  revertRemoved: 'This version is a removal: restore the entry from the bin instead',
  revertInBin: 'The entry is in the bin: restore it first, then revert',
  revertInvalid: "This version does not pass today's rules, so it was not restored",
  restoreInvalid: "This binned entry does not pass today's rules, so it was not restored",
  restoreTaken: 'An entry with this id exists again, so the binned one cannot be restored',
  policyUpdated: 'Privacy policy updated successfully!',
  policyReset: 'Privacy policy set back to the built-in text',
  reverted: 'Reverted to the chosen version',
  restored: 'Restored from the bin',
  chartCreated: 'Chart link created successfully!',
  chartUpdated: 'Chart link updated successfully!',
  chartDeleted: 'Chart link moved to the bin',
} as const;

/** An https URL on one of `hosts`; the error names the allowed hosts. */
function chartUrl(hosts: readonly string[]) {
  const allowed = `URL must be https on one of: ${hosts.join(', ')}`;
  return withoutHiddenCharacters(
    z
      .string({ error: CONTENT_MESSAGES.urlRequired })
      .trim()
      .min(1, CONTENT_MESSAGES.urlRequired)
      .max(LIMITS.urlMax, CONTENT_MESSAGES.urlMax),
    undefined,
    { singleLine: true },
  ).refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && hosts.includes(url.hostname) && !url.username && !url.password;
    } catch {
      return false;
    }
  }, allowed);
}

const plain = (max: number, message: string, say: Say = (m) => m) =>
  withoutHiddenCharacters(
    z
      .string({ error: say('Must be text') })
      .trim()
      .max(max, message),
    say,
    {
      singleLine: true,
    },
  );

// A chart link's visible text, for English and for each locale of its translations (ADR 28).
const chartText = (say: Say) => ({
  name: plain(LIMITS.chartNameMax, say(CONTENT_MESSAGES.chartNameMax), say).pipe(
    z.string().min(1, say(CONTENT_MESSAGES.chartNameRequired)),
  ),
  description: plain(LIMITS.chartDescriptionMax, say(CONTENT_MESSAGES.chartDescriptionMax), say).optional(),
});

/** A chart link's `translations` input: replaced whole on update. */
export const chartLinkTranslationsInput = translationsInput(chartText);

/** Admin input for a chart link (behaviour §3's fields); url and embedUrl must be on `hosts`. */
export function chartLinkInput(hosts: readonly string[]) {
  return z.strictObject({
    ...chartText((message) => message),
    url: chartUrl(hosts),
    embedUrl: chartUrl(hosts),
    icon: plain(LIMITS.chartIconMax, CONTENT_MESSAGES.chartIconMax).optional(),
    // Kept to characters a CSS gradient needs, so the value can never close a style or a tag.
    gradient: z
      .string({ error: 'Must be text' })
      .trim()
      .max(LIMITS.chartGradientMax, CONTENT_MESSAGES.chartGradientInvalid)
      .regex(/^[A-Za-z0-9 #%,.()-]*$/, CONTENT_MESSAGES.chartGradientInvalid)
      .optional(),
    order: orderField.optional(),
    active: z.boolean({ error: MESSAGES.activeInvalid }).optional(),
    translations: chartLinkTranslationsInput.optional(),
  });
}
export type ChartLinkInput = z.input<ReturnType<typeof chartLinkInput>>;

/** Length limits of the privacy policy's fields (`lastUpdated` is set by the server). */
export const POLICY_LIMITS: Record<Exclude<PrivacyPolicyField, 'lastUpdated'>, number> = {
  title: 120,
  introduction: 2000,
  platformHosting: 4000,
  firebase: 4000,
  noDataProcessing: 4000,
  cookiesTechnologies: 4000,
  externalLinks: 4000,
  dataTransfer: 4000,
  gdprRights: 4000,
  liabilityDisclaimer: 4000,
  jurisdictionClause: 4000,
  contactName: 200,
  contactAddress: 300,
  contactEmail: 254,
  notice: 2000,
};
export const POLICY_TEXT_FIELDS = PRIVACY_POLICY_FIELDS.filter(
  (field): field is keyof typeof POLICY_LIMITS => field !== 'lastUpdated',
);

function policyText(max: number) {
  return z
    .string({ error: CONTENT_MESSAGES.policyFieldRequired })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(
      withoutHiddenCharacters(
        z
          .string()
          .min(1, CONTENT_MESSAGES.policyFieldRequired)
          .max(max, CONTENT_MESSAGES.policyFieldMax(max)),
      ),
    );
}

/** PUT /api/admin/privacy-policy: every text field, each required and bounded; no lastUpdated. */
export const privacyPolicyInput = z.strictObject(
  Object.fromEntries(
    POLICY_TEXT_FIELDS.map((field) => [
      field,
      field === 'contactEmail'
        ? policyText(POLICY_LIMITS[field]).pipe(z.email(CONTENT_MESSAGES.emailInvalid))
        : policyText(POLICY_LIMITS[field]),
    ]),
  ) as unknown as Record<keyof typeof POLICY_LIMITS, z.ZodType<string, unknown>>,
);
export type PrivacyPolicyInput = z.output<typeof privacyPolicyInput>;

/** "23 November 2026": the policy's own date format (behaviour §9's "21 September 2025"), in UTC. */
export function formatPolicyDate(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
