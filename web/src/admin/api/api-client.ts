import {
  type AdminChartLinks,
  type AdminDeliveries,
  type AdminLedgerOutflows,
  type AdminLedgerUnread,
  type ApiFailure,
  type BinEntry,
  type ChartLink,
  type CollectionName,
  type ContentKind,
  type ControlChange,
  type DeliveryStatus,
  type EntryByCollection,
  type FieldError,
  type HistoryRecord,
  type LedgerNote,
  type MoveDirection,
  type PrivacyPolicy,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  SESSION_IDLE_MESSAGE,
  SESSION_TOO_OLD_MESSAGE,
} from '@contract';
import { ApiError } from './api-error';

/**
 * Why the server ended the session: the token is refused even after a refresh, the sign-in was
 * idle or is older than the server allows (ADR 18), or the user is not the admin.
 */
export type SessionEnd = 'expired' | 'idle' | 'too-old' | 'forbidden';

/** What the client needs from the session. */
export interface ApiClientOptions {
  getIdToken(forceRefresh: boolean): Promise<string | null>;
  /** Called once the server has refused the session; the caller signs out. */
  onSessionEnd(reason: SessionEnd): void;
  fetch?: typeof fetch;
  baseUrl?: string;
  /** Where the administrator-only routes are (default /api/admin). */
  adminBaseUrl?: string;
  /** Pause before the one retry of a 503 (default 750 ms). */
  retryDelayMs?: number;
}

/** A write's options: the Idempotency-Key to send (default: a new one for each call). */
export interface WriteOptions {
  idempotencyKey?: string;
}

/** One sign-in to the panel, as the server recorded it. */
export interface SignInRecord {
  at: string;
  browser: string;
  secondFactor?: string;
}

/** The account as the panel's Account area shows it. */
export interface AccountOverview {
  /** Newest first; the first is usually this session. */
  signIns: SignInRecord[];
  /** The identity service's last sign-in, by any client. */
  lastSignInAt?: string;
  secondFactors: { factorId: string; displayName?: string; enrolledAt?: string }[];
}

/** The content API as the admin panel uses it: the admin-only list and authorised writes. */
export interface ApiClient {
  list<C extends CollectionName>(collection: C): Promise<EntryByCollection[C][]>;
  create<C extends CollectionName>(
    collection: C,
    body: object,
    options?: WriteOptions,
  ): Promise<EntryByCollection[C]>;
  update<C extends CollectionName>(
    collection: C,
    id: string,
    body: object,
    options?: WriteOptions,
  ): Promise<EntryByCollection[C]>;
  remove(collection: CollectionName, id: string, options?: WriteOptions): Promise<void>;
  move(id: string, direction: MoveDirection, options?: WriteOptions): Promise<void>;
  /** The admin-only routes: chart links, the privacy policy, history and the bin. */
  chartLinks(): Promise<AdminChartLinks>;
  createChartLink(body: object, options?: WriteOptions): Promise<ChartLink>;
  updateChartLink(id: string, body: object, options?: WriteOptions): Promise<ChartLink>;
  removeChartLink(id: string, options?: WriteOptions): Promise<void>;
  privacyPolicy(): Promise<PrivacyPolicy | null>;
  savePrivacyPolicy(body: object, options?: WriteOptions): Promise<PrivacyPolicy>;
  resetPrivacyPolicy(options?: WriteOptions): Promise<void>;
  recentChanges(): Promise<HistoryRecord[]>;
  /** The changes of the donation wallet's rules noticed in the last 30 days (the public read, ADR 33). */
  walletControlChanges(): Promise<ControlChange[]>;
  history(kind: ContentKind, id: string): Promise<HistoryRecord[]>;
  revert(versionId: string, options?: WriteOptions): Promise<unknown>;
  /** A page of the donation wallet's outflows (newest first, `before`: the previous page's `next`), each with its note or none, and the ledger's age. */
  ledgerOutflows(before?: string): Promise<AdminLedgerOutflows>;
  saveLedgerNote(signature: string, body: object, options?: WriteOptions): Promise<LedgerNote>;
  /** The donation wallet's transactions the node listed but has not returned yet, newest first. */
  ledgerUnread(): Promise<AdminLedgerUnread>;
  bin(): Promise<BinEntry[]>;
  restore(binId: string, options?: WriteOptions): Promise<unknown>;
  /** Each announcement's posts to Telegram and Discord, and the channels set up (ADR 36). */
  deliveries(): Promise<AdminDeliveries>;
  /** `{action: 'retry'}` or `{action: 'delivered', messageId?}` for one delivery. */
  actOnDelivery(id: string, body: object, options?: WriteOptions): Promise<DeliveryStatus>;
  /** Records this sign-in and answers the account's sign-ins and second factors. */
  signIns(): Promise<AccountOverview>;
  /** Revokes every session of the administrator, this one included. */
  signOutEverywhere(options?: WriteOptions): Promise<void>;
}

/** 128 random bits as hex: the server accepts 16 to 128 of [A-Za-z0-9_-]. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).field === 'string' &&
  typeof (value as FieldError).message === 'string';

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function failureOf(status: number, body: unknown, sessionEnded = false): ApiError {
  const failure = (typeof body === 'object' && body !== null ? body : {}) as Partial<ApiFailure>;
  const message =
    typeof failure.message === 'string' && failure.message ? failure.message : `Request failed (${status})`;
  const errors = Array.isArray(failure.errors) ? failure.errors.filter(isFieldError) : [];
  return new ApiError(status, message, errors, sessionEnded);
}

/**
 * Creates the client: every write carries the ID token and an Idempotency-Key; a 401 refreshes
 * the token once, then the session ends; a 503 is sent once more with the same key, which the
 * server answers with the first result if the first attempt was saved after all.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl ?? '/api/canonical';
  const adminBase = options.adminBaseUrl ?? base.replace(/\/canonical$/, '/admin');
  const retryDelayMs = options.retryDelayMs ?? 750;

  async function send(
    method: string,
    path: string,
    body?: object,
    write: WriteOptions = {},
    root = base,
  ): Promise<unknown> {
    // Reads need no key; every write carries one (the caller's, kept per unsaved change).
    const idempotencyKey = method === 'GET' ? undefined : (write.idempotencyKey ?? newIdempotencyKey());
    const attempt = async (forceRefresh: boolean) => {
      const token = await options.getIdToken(forceRefresh);
      if (!token) return undefined;
      return doFetch(`${root}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        cache: 'no-store',
      });
    };

    let response = await attempt(false);
    // One retry with a fresh token: ID tokens live an hour and a tab can outlive one.
    if (response?.status === 401) response = await attempt(true);
    // One retry of a 503, with the same key: safe even if the first attempt was saved after all.
    if (response?.status === 503) {
      await new Promise((done) => setTimeout(done, retryDelayMs));
      response = await attempt(false);
      if (response?.status === 401) response = await attempt(true);
    }
    if (response?.status === 401) {
      const refused = await readJson(response);
      // A sign-in without the second factor the operator requires: the session stays, the write fails.
      if ((refused as Partial<ApiFailure> | undefined)?.message === SECOND_FACTOR_REQUIRED_MESSAGE) {
        throw failureOf(401, refused);
      }
      const said = (refused as Partial<ApiFailure> | undefined)?.message;
      options.onSessionEnd(
        said === SESSION_IDLE_MESSAGE ? 'idle' : said === SESSION_TOO_OLD_MESSAGE ? 'too-old' : 'expired',
      );
      throw failureOf(401, refused, true);
    }
    if (!response) {
      options.onSessionEnd('expired');
      throw failureOf(401, response ? await readJson(response) : undefined, true);
    }
    if (response.status === 403) {
      options.onSessionEnd('forbidden');
      throw failureOf(403, await readJson(response), true);
    }
    const json = await readJson(response);
    if (!response.ok || (json as { success?: boolean } | undefined)?.success !== true) {
      throw failureOf(response.status, json);
    }
    return (json as { data?: unknown }).data;
  }

  const path = (collection: CollectionName, id?: string) =>
    `/${collection}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

  return {
    async list(collection) {
      // The admin-only list: public answers no longer name the author (behaviour §2.4's "Updated: by").
      const data = await send('GET', `/canonical${path(collection)}`, undefined, {}, adminBase);
      // behaviour §7: a single object is normalised to a list.
      const list = Array.isArray(data) ? data : data ? [data] : [];
      return [...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    },
    create: async (collection, body, write) => (await send('POST', path(collection), body, write)) as never,
    update: async (collection, id, body, write) =>
      (await send('PUT', path(collection, id), body, write)) as never,
    async remove(collection, id, write) {
      await send('DELETE', path(collection, id), undefined, write);
    },
    async move(id, direction, write) {
      await send('POST', `${path('roadmap', id)}/move`, { direction }, write);
    },
    chartLinks: async () => (await send('GET', '/chart-links', undefined, {}, adminBase)) as AdminChartLinks,
    createChartLink: async (body, write) =>
      (await send('POST', '/chart-links', body, write, adminBase)) as ChartLink,
    updateChartLink: async (id, body, write) =>
      (await send('PUT', `/chart-links/${encodeURIComponent(id)}`, body, write, adminBase)) as ChartLink,
    async removeChartLink(id, write) {
      await send('DELETE', `/chart-links/${encodeURIComponent(id)}`, undefined, write, adminBase);
    },
    async privacyPolicy() {
      // The public read, revalidated so the form opens on what visitors see now.
      const response = await doFetch(base.replace(/\/canonical$/, '/documents/privacy-policy'), {
        headers: { Accept: 'application/json' },
        cache: 'no-cache',
      });
      const json = await readJson(response);
      if (!response.ok || (json as { success?: boolean } | undefined)?.success !== true) {
        throw failureOf(response.status, json);
      }
      return ((json as { data?: PrivacyPolicy | null }).data ?? null) as PrivacyPolicy | null;
    },
    savePrivacyPolicy: async (body, write) =>
      (await send('PUT', '/privacy-policy', body, write, adminBase)) as PrivacyPolicy,
    async resetPrivacyPolicy(write) {
      await send('DELETE', '/privacy-policy', undefined, write, adminBase);
    },
    recentChanges: async () => (await send('GET', '/history', undefined, {}, adminBase)) as HistoryRecord[],
    async walletControlChanges() {
      const response = await doFetch(base.replace(/\/canonical$/, '/facts/donation-wallet-control/changes'), {
        headers: { Accept: 'application/json' },
        cache: 'no-cache',
      });
      const json = await readJson(response);
      if (!response.ok || (json as { success?: boolean } | undefined)?.success !== true) {
        throw failureOf(response.status, json);
      }
      return ((json as { data?: { changes?: ControlChange[] } }).data?.changes ?? []) as ControlChange[];
    },
    history: async (kind, id) =>
      (await send(
        'GET',
        `/history/${kind}/${encodeURIComponent(id)}`,
        undefined,
        {},
        adminBase,
      )) as HistoryRecord[],
    revert: (versionId, write) =>
      send('POST', `/versions/${encodeURIComponent(versionId)}/revert`, undefined, write, adminBase),
    ledgerOutflows: async (before) =>
      (await send(
        'GET',
        `/ledger/outflows${before ? `?before=${encodeURIComponent(before)}` : ''}`,
        undefined,
        {},
        adminBase,
      )) as AdminLedgerOutflows,
    saveLedgerNote: async (signature, body, write) =>
      (await send(
        'PUT',
        `/ledger/notes/${encodeURIComponent(signature)}`,
        body,
        write,
        adminBase,
      )) as LedgerNote,
    ledgerUnread: async () =>
      (await send('GET', '/ledger/unread', undefined, {}, adminBase)) as AdminLedgerUnread,
    bin: async () => (await send('GET', '/bin', undefined, {}, adminBase)) as BinEntry[],
    restore: (binId, write) =>
      send('POST', `/bin/${encodeURIComponent(binId)}/restore`, undefined, write, adminBase),
    deliveries: async () => (await send('GET', '/deliveries', undefined, {}, adminBase)) as AdminDeliveries,
    actOnDelivery: async (id, body, write) =>
      (await send('POST', `/deliveries/${encodeURIComponent(id)}`, body, write, adminBase)) as DeliveryStatus,
    signIns: async () => (await send('POST', '/sign-ins', undefined, {}, adminBase)) as AccountOverview,
    async signOutEverywhere(write) {
      await send('POST', '/sign-out-everywhere', undefined, write, adminBase);
    },
  };
}
