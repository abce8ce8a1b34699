import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { donateEnvironment } from '../../infra/stack/donate-environment.js';
import { loadOperatorConfig, operatorConfigPath } from '../../web/src/config/node/operator-config.js';
import { officialList, telegramHandles } from '../../web/src/config/official-list.js';
import { type LocalAccount, localAccounts } from './accounts.js';
import { type AuthEmulator, startAuthEmulator } from './auth-emulator.js';
import { type BackupScheduler, startBackupScheduler } from './backup-scheduler.js';
import { startBuiltWebServer } from './built-web.js';
import type { FakeChat } from './fake-chat-server.js';
import { type DiscordPost, startFakeDiscord } from './fake-discord.js';
import type { FakeSolanaRpc } from './fake-solana-rpc.js';
import { FAKE_TELEGRAM, startFakeTelegram, type TelegramPost } from './fake-telegram.js';
import { type FirestoreEmulator, startFirestoreEmulator } from './firestore-emulator.js';
import { type Gateway, startGateway } from './gateway.js';
import {
  localDemoMemberNames,
  localDonationMultisig,
  localDonationWallet,
  localHolderStatsEnv,
  localLabelledAddresses,
  localTokenMint,
  localWebhookSecret,
  startLocalSolana,
} from './holder-feed.js';
import { type ReconcilerLoop, startReconcilerLoop } from './holder-reconciler-loop.js';
import { startLedgerImportLoop } from './ledger-import-loop.js';
import { localStablecoinMint, seedLocalDonationLedger } from './ledger-seed.js';
import { localApprovedOutflowLamports, seedLocalApprovedOutflow } from './ledger-seed-squads.js';
import { seedStrangerAccounts } from './ledger-strangers.js';
import { type LocalSiteConfig, writeLocalSiteConfig } from './local-site-config.js';
import { resolvePort } from './ports.js';
import { type S3Server, startS3Server } from './s3-server.js';
import { type ScheduledLoop, startScheduledLoop } from './scheduled-loop.js';
import { seedLocalData } from './seed.js';
import { startWebServer, type WebServer } from './web-server.js';

export const PROJECT_ID = 'demo-meme-token';

export interface StackOptions {
  /** Port of the page (Vite); 0, the default, picks a free one. */
  readonly port?: number;
  /** Port of the gateway; default a free one. */
  readonly apiPort?: number;
  readonly firestorePort?: number;
  readonly authPort?: number;
  /** No Vite or request logs. */
  readonly quiet?: boolean;
  /** Seconds between the local backup runs (the deployed change check's stand-in). @default 10 */
  readonly backupIntervalSeconds?: number;
  /** Folder of the local S3 server's objects. @default a temporary folder, removed at stop */
  readonly s3Directory?: string;
  /** Extra environment for the page (VITE_*) and the handlers, e.g. VITE_DEX_API_BASE. */
  readonly env?: Readonly<Record<string, string>>;
  /** Time between two holder reconciliations (the deployed schedule's stand-in). @default 15000 */
  readonly reconcileIntervalMs?: number;
  /**
   * Time between two imports of the donation wallet's ledger. Apart from the holders' interval: the
   * browser tests reconcile every 2 s, and a ledger import as often only keeps a core busy. @default 15000
   */
  readonly ledgerIntervalMs?: number;
  /** Milliseconds between two reads of who controls the donation wallet (ADR 33). @default 10000 */
  readonly controlIntervalMs?: number;
  /** Milliseconds between two watches of the token's safety facts (ADR 35). @default 10000 */
  readonly safetyIntervalMs?: number;
  /**
   * `dev`: Vite's dev server (edits show at once); `build`: the page built as a deploy builds it and
   * served as the distribution serves it (`built-web.ts`), which the browser tests use. @default 'dev'
   */
  readonly web?: 'dev' | 'build';
  /**
   * The instant the seeded chain history is placed before (ADR 29): the donation ledger's gifts end
   * 25 days before it. The running parts keep the real clock. @default the start of the stack
   */
  readonly now?: Date;
  /** Time between two runs of the announcements' sender (deployed: every minute). @default 3000 */
  readonly deliveryIntervalMs?: number;
}

/** How long each part took to start, in milliseconds. */
export interface StackTimings {
  emulators: number;
  seed: number;
  gateway: number;
  web: number;
  total: number;
}

/** The whole product running locally. */
export interface LocalStack {
  /** The page, with /api on the same origin. */
  readonly url: string;
  /** The gateway itself (what the page's /api is proxied to). */
  readonly apiUrl: string;
  readonly firestoreHost: string;
  readonly authHost: string;
  /** The local S3-compatible server holding the backups bucket. */
  readonly s3Endpoint: string;
  readonly backupBucket: string;
  readonly projectId: string;
  readonly admin: LocalAccount;
  readonly user: LocalAccount;
  /** The local Solana JSON-RPC (`POST <url>/__fake/state` changes the chain). */
  readonly rpcUrl: string;
  /** The holder webhook, on the page's origin as it is deployed, and its shared secret. */
  readonly webhookUrl: string;
  readonly webhookSecret: string;
  /** The donation webhook (ADR 40), same secret; `POST <rpcUrl>/__fake/donation` delivers to it. */
  readonly donationWebhookUrl: string;
  /** The mint whose holders the feed follows and whose facts the page shows. */
  readonly tokenMint: string;
  /** The donation wallet whose balance the page shows (the page is served with these two addresses). */
  readonly donationWallet: string;
  /** The Squads v4 multisig whose vault the donation wallet is (behaviour §2.8), when it is one. */
  readonly donationMultisig?: string;
  /**
   * The fake Telegram Bot API and Discord webhook the sender posts to (ADR 36): `GET <url>/__fake/received`
   * shows what they got, `POST <url>/__fake/state` makes them answer 429, 5xx, time out or refuse.
   */
  readonly telegramUrl: string;
  readonly discordUrl: string;
  /** The fake Discord webhook's own URL (`<discordUrl>/api/webhooks/<id>/<token>`), as the sender has it. */
  readonly discordWebhookUrl: string;
  /** The operator configuration the page is served from: the local chain's addresses in it (local-site-config.ts). */
  readonly operatorConfigFile: string;
  readonly timings: StackTimings;
  /** Stops every part; safe to call twice. */
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts both emulators, seeds them, then the gateway and the page (behaviour §11).
 * Handlers run in this process and read process.env, so this sets the handler environment here.
 */
export async function startStack(options: StackOptions = {}): Promise<LocalStack> {
  const started = performance.now();
  const timings: StackTimings = { emulators: 0, seed: 0, gateway: 0, web: 0, total: 0 };
  let firestore: FirestoreEmulator | undefined;
  let auth: AuthEmulator | undefined;
  let gateway: Gateway | undefined;
  let web: WebServer | undefined;
  let s3: S3Server | undefined;
  let backups: BackupScheduler | undefined;
  let solana: FakeSolanaRpc | undefined;
  let reconciler: ReconcilerLoop | undefined;
  let ledgerImport: { stop(): void } | undefined;
  let controlWatch: { stop(): void } | undefined;
  let safetyWatch: { stop(): void } | undefined;
  let telegram: FakeChat<TelegramPost> | undefined;
  let discord: (FakeChat<DiscordPost> & { webhookUrl: string }) | undefined;
  let delivery: ScheduledLoop | undefined;
  let siteConfig: LocalSiteConfig | undefined;
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      await backups?.stop().catch(warn('backup scheduler'));
      reconciler?.stop();
      ledgerImport?.stop();
      controlWatch?.stop();
      safetyWatch?.stop();
      delivery?.stop();
      await web?.stop().catch(warn('web server'));
      await gateway?.stop().catch(warn('gateway'));
      await auth?.stop().catch(warn('Auth emulator'));
      await firestore?.stop().catch(warn('Firestore emulator'));
      await s3?.stop().catch(warn('S3 server'));
      await solana?.stop().catch(warn('local Solana RPC'));
      await telegram?.stop().catch(warn('fake Telegram'));
      await discord?.stop().catch(warn('fake Discord'));
      siteConfig?.remove();
    })();
    return stopped;
  };

  try {
    const lap = timer();
    const tokenMint = localTokenMint();
    const donationWallet = localDonationWallet();
    const donationMultisig = localDonationMultisig();
    const emulators = await Promise.allSettled([
      startFirestoreEmulator({ port: options.firestorePort }),
      startAuthEmulator({ port: options.authPort, projectId: PROJECT_ID }),
      startLocalSolana(tokenMint),
    ]);
    if (emulators[0].status === 'fulfilled') firestore = emulators[0].value;
    if (emulators[1].status === 'fulfilled') auth = emulators[1].value;
    if (emulators[2].status === 'fulfilled') solana = emulators[2].value;
    for (const result of emulators) if (result.status === 'rejected') throw result.reason;
    if (!firestore || !auth || !solana) throw new Error('emulators did not start');
    // The donation wallet's history (ADR 22): it ends at the balance the wallet was started with.
    // With the demo vault, one outflow executed by a proposal approved by 2 of 3 (ADR 33) ends it.
    const seedNow = options.now ?? new Date();
    seedLocalDonationLedger(
      solana,
      donationWallet,
      tokenMint,
      12_500_000_000 + localApprovedOutflowLamports(donationWallet),
      seedNow,
    );
    seedLocalApprovedOutflow(solana, donationWallet, seedNow);
    // Tokens the site does not list, sent by strangers to accounts they opened for the wallet: counted on
    // the page, never totalled (ADR 30).
    seedStrangerAccounts(solana, donationWallet, { count: 3, prefix: 'local-ledger', amount: 1_000_000n });
    s3 = await startS3Server({ directory: options.s3Directory });
    telegram = await startFakeTelegram();
    discord = await startFakeDiscord();
    timings.emulators = lap();

    const accounts = localAccounts();
    const operator = loadOperatorConfig(operatorConfigPath(), { allowPlaceholders: true });
    const { announcementLocales } = operator.deploy;
    const handlerEnv: Record<string, string> = {
      FIREBASE_PROJECT_ID: PROJECT_ID,
      ADMIN_UID: accounts.admin.uid,
      FIRESTORE_EMULATOR_HOST: firestore.host,
      FIRESTORE_REST_EMULATOR_HOST: firestore.restHost,
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
      LOCAL_STACK: '1',
      // As the stack sets it from the operator configuration: chart links to other hosts are dropped.
      CHART_HOSTS: operator.deploy.chartHosts.join(','),
      // No probing for a Google Cloud metadata server: offline it only adds delay and warnings.
      METADATA_SERVER_DETECTION: 'none',
      BACKUP_BUCKET: s3.bucket,
      BACKUP_S3_ENDPOINT: s3.endpoint,
      TOKEN_MINT: tokenMint,
      DONATION_WALLET: donationWallet,
      // The multisig whose vault the wallet is (the demo's 2-of-3 unless LOCAL_DONATION_WALLET=plain).
      ...(donationMultisig
        ? {
            DONATION_MULTISIG: donationMultisig.address,
            DONATION_VAULT_INDEX: String(donationMultisig.vaultIndex),
          }
        : {}),
      // The feeds' absolute links (behaviour §14), as the stack sets them: the configured address.
      SITE_URL: operator.site.share.siteUrl,
      // The seeded stand-in stablecoin is listed, as an operator lists USDC (site.ledgerAssets, ADR 30).
      LEDGER_LISTED_MINTS: localStablecoinMint(),
      HOLDER_WEBHOOK_SECRET: localWebhookSecret(),
      // The provider's webhook on the donation wallet (ADR 40): the same local secret, its own route.
      DONATION_WEBHOOK_SECRET: localWebhookSecret(),
      // The Action's texts and the largest amount, as the deployed stack sets them from site.donate.
      ...donateEnvironment(operator.site),
      // Fresh each start: the gateway sends it as CloudFront does, so the handlers' origin check runs here too.
      ORIGIN_SECRET: randomBytes(24).toString('base64url'),
      SOLANA_RPC_URL: solana.url,
      // Every local run is a full scan (the local chain is a handful of accounts), so the page's count
      // follows the chain at the next run; LOCAL_FULL_SCAN_MINUTES sets the deployed rhythm instead.
      HOLDER_FULL_SCAN_MINUTES: process.env.LOCAL_FULL_SCAN_MINUTES || '0',
      // The announcements' sender posts to the fakes (ADR 36); its link origin is the page's, set below.
      TELEGRAM_CREDENTIALS: JSON.stringify(FAKE_TELEGRAM),
      TELEGRAM_API_URL: telegram.url,
      DISCORD_WEBHOOK_URL: discord.webhookUrl,
      // Each channel's language, as the stack sets it from deploy.announcementLocales (ADR 36).
      ...(announcementLocales.telegram ? { TELEGRAM_LOCALE: announcementLocales.telegram } : {}),
      ...(announcementLocales.discord ? { DISCORD_LOCALE: announcementLocales.discord } : {}),
      ...localHolderStatsEnv(),
      ...options.env,
    };
    Object.assign(process.env, handlerEnv);

    await seedLocalData({ projectId: PROJECT_ID, ...accounts });
    // The first run imports the seeded holders (announcing nobody); later runs find new ones.
    reconciler = await startReconcilerLoop({
      intervalMs: options.reconcileIntervalMs ?? 15_000,
      log: options.quiet ? undefined : (line) => console.log(`[holders] ${line}`),
    });
    const ledgerLoop = await startLedgerImportLoop({ intervalMs: options.ledgerIntervalMs ?? 15_000 });
    ledgerImport = ledgerLoop;
    // The two watches ask a second provider (ADR 35): the same local chain at `<rpc>/witness`, which
    // `POST <rpc>/__fake/state` with `{"witness": "unreadable"}` silences, so that a change is believed on
    // the first provider's word alone and the page says so. Only theirs: each reads its configuration
    // when loaded, and the reconciler and the ledger import keep one provider.
    process.env.SOLANA_WITNESS_RPC_URL = `${solana.url}/witness`;
    // The stand-in for the watch's schedule: a change of the demo multisig's rules, and the wallet's balance,
    // show within seconds (the facts routes answer what the watches stored, ADR 11).
    controlWatch = await startScheduledLoop({
      entry: 'lambdas/functions/watch-wallet-control.ts',
      intervalMs: options.controlIntervalMs ?? 10_000,
    });
    // The token-safety watch's schedule: the believed facts the token route answers (ADR 11).
    safetyWatch = await startScheduledLoop({
      entry: 'lambdas/functions/watch-token-safety.ts',
      intervalMs: options.safetyIntervalMs ?? 10_000,
    });
    delete process.env.SOLANA_WITNESS_RPC_URL;
    timings.seed = lap();

    gateway = await startGateway({
      port: options.apiPort ?? 0,
      env: handlerEnv,
      originSecret: handlerEnv.ORIGIN_SECRET as string,
      log: options.quiet ? undefined : (line) => console.log(`[api] ${line}`),
    });
    // Load the handlers now: the first page view is then fast, and a broken module shows at once.
    const problems = await gateway.preload();
    for (const problem of problems) console.warn(`[api] handler not loaded: ${problem}`);
    timings.gateway = lap();
    // The provider's webhook on the donation wallet (ADR 40): a donation the local chain receives
    // (`POST <rpc>/__fake/donation`) is delivered to the donation webhook as the provider would, then the
    // ledger import runs at once, so the page's thank-you and the goal's figure follow within seconds.
    const donationWebhook = `${gateway.url}/api/donations/webhook`;
    solana.onDonation(async (delivery) => {
      const answer = await fetch(donationWebhook, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: localWebhookSecret() },
        body: JSON.stringify(delivery),
      });
      if (!answer.ok) console.warn(`[donations] the webhook answered ${answer.status}`);
      await ledgerLoop.runNow();
    });

    Object.assign(process.env, {
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
      VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${auth.host}`,
      ...options.env,
    });
    // The page shows the local chain's addresses, so what the chain says about them can be verified.
    siteConfig = writeLocalSiteConfig({
      tokenMint,
      donationWallet,
      labelled: localLabelledAddresses(),
      ...(donationMultisig
        ? {
            donationControl: {
              squadsMultisig: donationMultisig.address,
              vaultIndex: donationMultisig.vaultIndex,
              memberNames: localDemoMemberNames(),
            },
          }
        : {}),
    });
    const webOptions = {
      root: ROOT,
      port: await resolvePort(options.port),
      apiUrl: gateway.url,
      operatorConfigFile: siteConfig.path,
    };
    web =
      options.web === 'build'
        ? await startBuiltWebServer({
            ...webOptions,
            connectSources: [`http://${auth.host}`, ...localOrigins(process.env.VITE_DEX_API_BASE)],
          })
        : await startWebServer({ ...webOptions, quiet: options.quiet });
    timings.web = lap();
    backups = await startBackupScheduler({
      entry: join(ROOT, 'lambdas', 'functions', 'backup-content.ts'),
      intervalSeconds: options.backupIntervalSeconds ?? 10,
      log: (line) => console.warn(`[backups] ${line}`),
    });
    process.env.DELIVERY_SITE_ORIGIN ??= web.url;
    // As the stack sets it from the operator configuration: the chats link only the official list.
    process.env.DELIVERY_OFFICIAL ??= JSON.stringify({
      ...officialList(operator.site),
      telegramHandles: telegramHandles(operator.site),
    });
    delivery = await startScheduledLoop({
      entry: 'lambdas/functions/send-announcements.ts',
      intervalMs: options.deliveryIntervalMs ?? 3000,
    });
    timings.total = Math.round(performance.now() - started);

    return {
      url: web.url,
      apiUrl: gateway.url,
      firestoreHost: firestore.host,
      authHost: auth.host,
      s3Endpoint: s3.endpoint,
      backupBucket: s3.bucket,
      projectId: PROJECT_ID,
      admin: accounts.admin,
      user: accounts.user,
      rpcUrl: solana.url,
      webhookUrl: `${web.url}/api/new-holders/webhook`,
      donationWebhookUrl: `${web.url}/api/donations/webhook`,
      webhookSecret: localWebhookSecret(),
      tokenMint,
      donationWallet,
      ...(donationMultisig ? { donationMultisig: donationMultisig.address } : {}),
      telegramUrl: telegram.url,
      discordUrl: discord.url,
      discordWebhookUrl: discord.webhookUrl,
      operatorConfigFile: siteConfig.path,
      timings,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The origin of `url` when it is on loopback (a stand-in the page calls), else nothing. */
function localOrigins(url: string | undefined): string[] {
  if (!url) return [];
  const { origin, hostname } = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost' ? [origin] : [];
}

function timer(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const elapsed = Math.round(now - last);
    last = now;
    return elapsed;
  };
}

function warn(part: string) {
  return (error: unknown) => console.warn(`Could not stop the ${part}:`, error);
}
