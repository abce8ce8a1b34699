/**
 * Every /api route and the handler module that answers it: one Lambda per route. The CDK stack
 * and the local gateway both read this table, so the two can never disagree.
 */
export interface RouteDefinition {
  /** Stable name: the Lambda's construct id and the handler file under lambdas/functions/. */
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  /** API Gateway HTTP API path, with {param} placeholders. */
  readonly path: string;
  /** Handler file, relative to the repository root; it exports `handler`. */
  readonly entry: string;
  /** True when the route changes content and needs the administrator's token. */
  readonly admin: boolean;
  /**
   * Secrets only this route's function may read, by name (the deployment maps each name to a
   * Secrets Manager secret and sets `<NAME>_ARN`). A route with a {@link CALLER_SECRETS} one is
   * called by a machine that proves itself with it, checked in the handler.
   */
  readonly secrets?: readonly RouteSecret[];
  /**
   * The Google identity whose key the function reads (`FIREBASE_SERVICE_ACCOUNT_SECRET_ARN`), or false
   * when the handler never opens Firestore: its role then may read no key at all (ADR 20).
   * @default 'admin' for an `admin` route, else 'reader'
   */
  readonly database?: DatabaseIdentity | false;
}

/**
 * The Google identities the functions use (ADR 20), each a service account with a key of its own: the
 * public reads' read-only one, the holder feed's writer (the webhook and the reconciler, which write the
 * holders they read from the chain), the watches' (the token-safety and wallet-control watches and the
 * ledger import, the only writers of the believed facts: ADR 37's amendments), the announcement sender's
 * (the announcements and the outbox in the content database, without the administrator's Firebase Auth
 * admin: ADR 37's sender amendment), and the administrator's (the admin routes, the backups, the bin purge
 * and the restore command).
 */
export type DatabaseIdentity = 'reader' | 'holder-feed' | 'watch' | 'sender' | 'admin';

/** Every identity, in the order the operator manual lists them. */
export const DATABASE_IDENTITIES: readonly DatabaseIdentity[] = [
  'reader',
  'holder-feed',
  'watch',
  'sender',
  'admin',
];

/** The identity whose key a route's function reads; none for a route that never opens Firestore. */
export function databaseIdentity(route: RouteDefinition): DatabaseIdentity | undefined {
  if (route.database === false) return undefined;
  return route.database ?? (route.admin ? 'admin' : 'reader');
}

/**
 * Secrets a route may be granted. The RPC URL is one for the donation Action's POST alone, which reads a
 * recent blockhash at most every 30 s (ADR 11, "Amendment: the Action's blockhash"); every other read of
 * the chain is a scheduled function's (ADR 11, "Amendment: no RPC call on a visitor's request").
 */
export type RouteSecret = 'HOLDER_WEBHOOK_SECRET' | 'DONATION_WEBHOOK_SECRET' | 'SOLANA_RPC_URL_SECRET';

/** The secrets that a route's caller must present (the others are what the handler itself uses). */
export const CALLER_SECRETS: readonly RouteSecret[] = ['HOLDER_WEBHOOK_SECRET', 'DONATION_WEBHOOK_SECRET'];

/** The Solana Action's methods (ADR 40): one function answers all three, each route its own Lambda. */
const ACTION_METHODS = ['GET', 'POST', 'OPTIONS'] as const;

/** The donation Action's routes, for the wallet and for one goal. */
function actionRoutes(): RouteDefinition[] {
  return (['/api/actions/donate', '/api/actions/donate/{goalId}'] as const).flatMap((path) =>
    ACTION_METHODS.map(
      (method): RouteDefinition => ({
        name: `donate${path.endsWith('}') ? '-goal' : ''}-action-${method.toLowerCase()}`,
        method,
        path,
        entry: fn('donate-action'),
        admin: false,
        // The POST alone reads the chain (a blockhash) and, for a goal, its reference; OPTIONS nothing.
        ...(method === 'POST' ? { secrets: ['SOLANA_RPC_URL_SECRET'] as const } : {}),
        ...(method === 'OPTIONS' || (method === 'POST' && !path.endsWith('}'))
          ? { database: false as const }
          : {}),
      }),
    ),
  );
}

const fn = (name: string) => `lambdas/functions/${name}.ts`;

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'ping', method: 'GET', path: '/api', entry: fn('ping'), admin: false, database: false },
  {
    name: 'list-entries',
    method: 'GET',
    path: '/api/canonical/{collection}',
    entry: fn('list-entries'),
    admin: false,
  },
  {
    name: 'create-entry',
    method: 'POST',
    path: '/api/canonical/{collection}',
    entry: fn('create-entry'),
    admin: true,
  },
  {
    name: 'update-entry',
    method: 'PUT',
    path: '/api/canonical/{collection}/{id}',
    entry: fn('update-entry'),
    admin: true,
  },
  {
    name: 'delete-entry',
    method: 'DELETE',
    path: '/api/canonical/{collection}/{id}',
    entry: fn('delete-entry'),
    admin: true,
  },
  {
    name: 'move-roadmap-item',
    method: 'POST',
    path: '/api/canonical/roadmap/{id}/move',
    entry: fn('move-roadmap-item'),
    admin: true,
  },
  {
    name: 'admin-list-entries',
    method: 'GET',
    path: '/api/admin/canonical/{collection}',
    entry: fn('admin-list-entries'),
    admin: true,
  },
  {
    name: 'record-sign-in',
    method: 'POST',
    path: '/api/admin/sign-ins',
    entry: fn('record-sign-in'),
    admin: true,
  },
  {
    name: 'sign-out-everywhere',
    method: 'POST',
    path: '/api/admin/sign-out-everywhere',
    entry: fn('sign-out-everywhere'),
    admin: true,
  },
  {
    name: 'latest-new-holder',
    method: 'GET',
    path: '/api/new-holders/latest',
    entry: fn('latest-new-holder'),
    admin: false,
  },
  {
    name: 'holder-webhook',
    method: 'POST',
    path: '/api/new-holders/webhook',
    entry: fn('holder-webhook'),
    admin: false,
    secrets: ['HOLDER_WEBHOOK_SECRET'],
    // The one public route that writes: the holders a delivery names.
    database: 'holder-feed',
  },
  {
    name: 'holder-count',
    method: 'GET',
    path: '/api/holders/count',
    entry: fn('holder-count'),
    admin: false,
  },
  {
    name: 'holder-distribution',
    method: 'GET',
    path: '/api/holders/distribution',
    entry: fn('holder-distribution'),
    admin: false,
  },
  {
    name: 'holder-growth',
    method: 'GET',
    path: '/api/holders/growth',
    entry: fn('holder-growth'),
    admin: false,
  },
  // The facts read from the chain (ADRs 11 and 33): what the scheduled watches stored, read from the chain
  // database by the reader's identity. No route reads the chain, so none is given the RPC URL (ADR 11,
  // "Amendment: no RPC call on a visitor's request").
  {
    name: 'token-facts',
    method: 'GET',
    path: '/api/facts/token',
    entry: fn('token-facts'),
    admin: false,
  },
  {
    name: 'donation-wallet-facts',
    method: 'GET',
    path: '/api/facts/donation-wallet',
    entry: fn('donation-wallet-facts'),
    admin: false,
  },
  // Who controls the donation wallet (ADR 33).
  {
    name: 'donation-wallet-control',
    method: 'GET',
    path: '/api/facts/donation-wallet-control',
    entry: fn('donation-wallet-control'),
    admin: false,
  },
  // The changes of those rules the scheduled read noticed (ADR 33): read from Firestore, not the chain.
  {
    name: 'donation-wallet-control-changes',
    method: 'GET',
    path: '/api/facts/donation-wallet-control/changes',
    entry: fn('donation-wallet-control-changes'),
    admin: false,
  },
  // The donation wallet's ledger read from the chain (ADR 22); the page's cursor is in the path.
  {
    name: 'donation-ledger',
    method: 'GET',
    path: '/api/ledger/donation-wallet',
    entry: fn('donation-ledger'),
    admin: false,
  },
  {
    name: 'donation-ledger-page',
    method: 'GET',
    path: '/api/ledger/donation-wallet/page/{cursor}',
    entry: fn('donation-ledger-page'),
    admin: false,
  },
  // Donating with a wallet app (ADR 40): what each goal received, a request's receipt, the provider's
  // webhook on the wallet that records receipts, and the Solana Action.
  {
    name: 'donation-goal-gifts',
    method: 'GET',
    path: '/api/ledger/donation-wallet/goals',
    entry: fn('donation-goal-gifts'),
    admin: false,
  },
  {
    name: 'donation-receipt',
    method: 'GET',
    path: '/api/donations/receipts/{reference}',
    entry: fn('donation-receipt'),
    admin: false,
  },
  {
    name: 'donation-webhook',
    method: 'POST',
    path: '/api/donations/webhook',
    entry: fn('donation-webhook'),
    admin: false,
    secrets: ['DONATION_WEBHOOK_SECRET'],
    // Receipts are chain data, written by the holder feed's identity (ADR 37), never the ledger's facts.
    database: 'holder-feed',
  },
  ...actionRoutes(),
  {
    name: 'list-chart-links',
    method: 'GET',
    path: '/api/firebase/chart-links',
    entry: fn('list-chart-links'),
    admin: false,
  },
  // The same content in one of the site's other languages (ADR 28): the locale is in the path because
  // the CDN drops query strings. Same reader identity and limits as the English twins.
  {
    name: 'list-localized-entries',
    method: 'GET',
    path: '/api/locales/{locale}/canonical/{collection}',
    entry: fn('list-localized-entries'),
    admin: false,
  },
  // The announcements' feeds (behaviour §14), English and per locale: Atom and JSON Feed.
  {
    name: 'announcement-feed',
    method: 'GET',
    path: '/api/feeds/{file}',
    entry: fn('announcement-feed'),
    admin: false,
  },
  {
    name: 'localized-announcement-feed',
    method: 'GET',
    path: '/api/locales/{locale}/feeds/{file}',
    entry: fn('localized-announcement-feed'),
    admin: false,
  },
  // An announcement's own page, HTML (behaviour §14.2): the edge sends `/news/<slug>` and
  // `/<locale>/news/<slug>` here (ADR 39); `{locale}` is `en` too.
  {
    name: 'news-page',
    method: 'GET',
    path: '/api/pages/{locale}/news/{slug}',
    entry: fn('news-page'),
    admin: false,
  },
  {
    name: 'list-localized-chart-links',
    method: 'GET',
    path: '/api/locales/{locale}/firebase/chart-links',
    entry: fn('list-localized-chart-links'),
    admin: false,
  },
  {
    name: 'get-privacy-policy',
    method: 'GET',
    path: '/api/documents/privacy-policy',
    entry: fn('get-privacy-policy'),
    admin: false,
  },
  // The admin panel's chart links, privacy policy, history and bin (ADR 17).
  {
    name: 'admin-list-chart-links',
    method: 'GET',
    path: '/api/admin/chart-links',
    entry: fn('admin-list-chart-links'),
    admin: true,
  },
  {
    name: 'create-chart-link',
    method: 'POST',
    path: '/api/admin/chart-links',
    entry: fn('create-chart-link'),
    admin: true,
  },
  {
    name: 'update-chart-link',
    method: 'PUT',
    path: '/api/admin/chart-links/{id}',
    entry: fn('update-chart-link'),
    admin: true,
  },
  {
    name: 'delete-chart-link',
    method: 'DELETE',
    path: '/api/admin/chart-links/{id}',
    entry: fn('delete-chart-link'),
    admin: true,
  },
  {
    name: 'update-privacy-policy',
    method: 'PUT',
    path: '/api/admin/privacy-policy',
    entry: fn('update-privacy-policy'),
    admin: true,
  },
  {
    name: 'reset-privacy-policy',
    method: 'DELETE',
    path: '/api/admin/privacy-policy',
    entry: fn('reset-privacy-policy'),
    admin: true,
  },
  {
    name: 'list-recent-changes',
    method: 'GET',
    path: '/api/admin/history',
    entry: fn('list-recent-changes'),
    admin: true,
  },
  {
    name: 'list-entry-history',
    method: 'GET',
    path: '/api/admin/history/{kind}/{id}',
    entry: fn('list-entry-history'),
    admin: true,
  },
  {
    name: 'revert-version',
    method: 'POST',
    path: '/api/admin/versions/{id}/revert',
    entry: fn('revert-version'),
    admin: true,
  },
  // The notes on the donation wallet's outflows (ADR 22): the panel's Ledger tab and dashboard.
  {
    name: 'admin-list-outflows',
    method: 'GET',
    path: '/api/admin/ledger/outflows',
    entry: fn('admin-list-outflows'),
    admin: true,
  },
  // The transactions the node has not returned yet (ADR 30), for the Ledger tab.
  {
    name: 'admin-list-unread-ledger',
    method: 'GET',
    path: '/api/admin/ledger/unread',
    entry: fn('admin-list-unread-ledger'),
    admin: true,
  },
  {
    name: 'save-ledger-note',
    method: 'PUT',
    path: '/api/admin/ledger/notes/{id}',
    entry: fn('save-ledger-note'),
    admin: true,
  },
  // Announcements posted to Telegram and Discord (ADR 36): where each stands, and the retry.
  {
    name: 'admin-list-deliveries',
    method: 'GET',
    path: '/api/admin/deliveries',
    entry: fn('admin-list-deliveries'),
    admin: true,
  },
  {
    name: 'act-on-delivery',
    method: 'POST',
    path: '/api/admin/deliveries/{id}',
    entry: fn('act-on-delivery'),
    admin: true,
  },
  { name: 'list-bin', method: 'GET', path: '/api/admin/bin', entry: fn('list-bin'), admin: true },
  {
    name: 'restore-from-bin',
    method: 'POST',
    path: '/api/admin/bin/{id}/restore',
    entry: fn('restore-from-bin'),
    admin: true,
  },
];
