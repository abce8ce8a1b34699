import type { DocumentData } from 'firebase-admin/firestore';
import { ANNOUNCEMENT_KINDS, IMPOSTOR_TYPES, type Impostor } from '../contract/announcement-fields.js';
import { DELIVERY_CHANNELS, type DeliveryChannels } from '../contract/delivery.js';
import type {
  Announcement,
  ChartLink,
  CollectionName,
  DonationGoal,
  EntryByCollection,
  FaqEntry,
  PrivacyPolicy,
  RoadmapItem,
} from '../contract/entities.js';
import { withoutDirectionOverrides } from '../contract/hidden-characters.js';
import { PRIVACY_POLICY_FIELDS } from '../contract/privacy-policy-fields.js';
import { normaliseRoadmapStatus } from '../contract/roadmap-status.js';
import { storedTranslations } from '../contract/stored-translations.js';
import { isoTime } from '../platform/iso-time.js';
import { goalReferenceOf } from './goal-reference.js';

// Stored documents are read defensively: older or hand-edited documents may lack fields or hold
// the wrong types, and only the fields below ever leave the server. A text stored before the
// direction rule (behaviour §5), or by hand, is served without its direction overrides.

const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? withoutDirectionOverrides(value) : undefined;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function compact<T extends object>(entry: T): T {
  return Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)) as T;
}

function audit(id: string, data: DocumentData) {
  return {
    id,
    order: num(data.order) ?? 0,
    updatedBy: str(data.updatedBy),
    updatedAt: isoTime(data.updatedAt),
  };
}

function donationGoal(id: string, data: DocumentData): DonationGoal {
  return compact({
    ...audit(id, data),
    title: str(data.title) ?? '',
    description: str(data.description),
    goal: str(data.goal),
    targetAmount: num(data.targetAmount),
    currentAmount: num(data.currentAmount),
    deadline: isoTime(data.deadline),
    active: typeof data.active === 'boolean' ? data.active : undefined,
    translations: storedTranslations('donations', data.translations),
    reference: goalReferenceOf(id, data),
  });
}

function roadmapItem(id: string, data: DocumentData): RoadmapItem {
  return compact({
    ...audit(id, data),
    title: str(data.title) ?? '',
    description: str(data.description),
    status: normaliseRoadmapStatus(data.status),
    timeline: str(data.timeline),
    translations: storedTranslations('roadmap', data.translations),
  });
}

function faqEntry(id: string, data: DocumentData): FaqEntry {
  return compact({
    ...audit(id, data),
    question: str(data.question) ?? '',
    answer: str(data.answer) ?? '',
    translations: storedTranslations('faq', data.translations),
  });
}

function impostorList(stored: unknown): Impostor[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  const list = stored.flatMap((item): Impostor[] => {
    const type = (IMPOSTOR_TYPES as readonly unknown[]).includes(item?.type) ? item.type : undefined;
    const value = str(item?.value);
    return type && value ? [{ type, value, reason: str(item.reason) ?? '' }] : [];
  });
  return list.length > 0 ? list : undefined;
}

/** The chats an announcement opted in to (ADR 36): only the known ones, only when true. */
function deliveryChannels(value: unknown): DeliveryChannels | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const on = DELIVERY_CHANNELS.filter((c) => (value as Record<string, unknown>)[c] === true);
  return on.length > 0 ? Object.fromEntries(on.map((c) => [c, true])) : undefined;
}

function announcement(id: string, data: DocumentData): Announcement {
  const kind = (ANNOUNCEMENT_KINDS as readonly unknown[]).includes(data.kind) ? data.kind : 'news';
  return compact({
    ...audit(id, data),
    title: str(data.title) ?? '',
    body: str(data.body) ?? '',
    kind,
    // Without a readable time the entry is not shown to visitors (an empty string sorts first).
    publishAt: isoTime(data.publishAt) ?? '',
    // News names no impostors, whatever an older or hand-edited document holds.
    impostors: kind === 'advisory' ? impostorList(data.impostors) : undefined,
    translations: storedTranslations('announcements', data.translations),
    channels: deliveryChannels(data.channels),
  });
}

export const toEntry: { [C in CollectionName]: (id: string, data: DocumentData) => EntryByCollection[C] } = {
  donations: donationGoal,
  roadmap: roadmapItem,
  faq: faqEntry,
  announcements: announcement,
};

/**
 * An entry as the English public answers carry it: without `updatedBy`, which names the
 * administrator (ADR 18), and without `translations`, which a locale's own path serves (ADR 28).
 * Applied on read, so entries stored before these rules are served the same way.
 */
export function publicEntry<T extends { updatedBy?: string; translations?: unknown }>(
  entry: T,
): Omit<T, 'updatedBy' | 'translations'> {
  const { updatedBy: _author, translations: _translations, ...rest } = entry;
  return rest;
}

/** Orders entries as the page shows them: by `order` (missing = 0), then by id for a stable tie. */
export function byOrder(a: { order: number; id: string }, b: { order: number; id: string }): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function toChartLink(id: string, data: DocumentData): ChartLink {
  return compact({
    id,
    name: str(data.name) ?? '',
    description: str(data.description),
    url: str(data.url) ?? '',
    embedUrl: str(data.embedUrl) ?? '',
    icon: str(data.icon),
    gradient: str(data.gradient),
    order: num(data.order) ?? 0,
    active: data.active !== false,
    translations: storedTranslations('chartLinks', data.translations),
  });
}

export function toPrivacyPolicy(id: string, data: DocumentData): PrivacyPolicy {
  const policy: PrivacyPolicy = { id };
  for (const field of PRIVACY_POLICY_FIELDS) {
    const value = field === 'lastUpdated' ? isoTime(data[field]) : str(data[field]);
    if (value !== undefined) policy[field] = value;
  }
  return policy;
}

/** What the admin panel lists, by kind: the three collections and the chart links. */
export type EntryByKind = EntryByCollection & { chartLinks: ChartLink };

export const toListed: { [K in keyof EntryByKind]: (id: string, data: DocumentData) => EntryByKind[K] } = {
  ...toEntry,
  chartLinks: toChartLink,
};
