import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCAL_WEBHOOK_SECRET } from './local/holder-feed.js';
import { isPortFree } from './local/ports.js';
import { type LocalStack, startStack } from './local/stack.js';
import { removeStackState, writeStackState } from './local/stack-state.js';
import { localPreflightInputs } from './preflight/local.js';
import { formatTable } from './preflight/report.js';
import { runPreflight } from './preflight/run.js';

const USAGE = `Usage: npm start [-- --help]

Runs the whole product on this machine, offline: the Firestore and Auth emulators (seeded with
demo content and two sign-ins), the API handlers behind a local API Gateway, and the page (Vite)
with /api on the same origin. Stop with Ctrl-C.

Environment:
  PORT                  port of the page (default 5173)
  API_PORT              port of the local API gateway (default: a free one)
  LOCAL_ADMIN_EMAIL     administrator sign-in (default admin@example.test)
  LOCAL_ADMIN_PASSWORD  (default admin-password-123)
  LOCAL_USER_EMAIL      an ordinary, non-admin sign-in (default user@example.test)
  LOCAL_USER_PASSWORD   (default user-password-123)
  VITE_DEX_API_BASE     price service the page reads (default DexScreener, unreachable offline)
  LOCAL_WEBHOOK_SECRET  shared secret of the local holder webhook (default ${DEFAULT_LOCAL_WEBHOOK_SECRET})
  LOCAL_RECONCILE_SECONDS  seconds between two holder reconciliations (default 15)
  LOCAL_FULL_SCAN_MINUTES  minutes between full scans of the local chain, runs between read only what
                           changed (default 0: every run is a full scan)
  LOCAL_NOW             an ISO 8601 instant the seeded chain history is placed before (default: now),
                        e.g. 2027-03-01T00:15:00Z to see the donation ledger on the first of a month
  LOCAL_LOG_FORMAT      the functions' log lines: text (default, one readable line each) or json
                        (as deployed, what CloudWatch reads)

The running stack's addresses are written to .local/stack.json, where npm run content:export,
content:restore and content:backups find them. Backups made by the stack are kept in .local/s3.
Try the new-holder feed: \`npm run holders:replay\` posts a webhook delivery with a fresh wallet.`;

/** A port from the environment: a number from 1 to 65535, or undefined when unset. */
function portFromEnv(name: string, fallback?: number): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    fail(`${name} must be a port number from 1 to 65535, not "${raw}".`);
  }
  return port;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const port = portFromEnv('PORT', 5173) as number;
  const apiPort = portFromEnv('API_PORT');
  // Checked before anything starts, so a busy port costs a second, not an emulator start-up.
  for (const [name, value] of [
    ['PORT', port],
    ['API_PORT', apiPort],
  ] as const) {
    if (value !== undefined && !(await isPortFree(value))) {
      fail(`Port ${value} is already in use (${name}). Stop what uses it or set ${name}.`);
    }
  }

  // The functions' lines as readable text in this terminal; deployed they stay JSON (ADR 26).
  process.env.LOCAL_LOG_FORMAT ||= 'text';
  if (!['text', 'json'].includes(process.env.LOCAL_LOG_FORMAT)) {
    fail(`LOCAL_LOG_FORMAT must be text or json, not "${process.env.LOCAL_LOG_FORMAT}".`);
  }
  // The pinned AWS SDK runs on this Node; its notice is about SDK versions published after January 2027,
  // which will need Node 22 (the deployed functions run Node 24): docs/local-stack.md, "A quiet start".
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  console.log('Starting the local stack (emulators, seed data, API, page)...');
  let stack: LocalStack | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    removeStackState();
    await stack?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const reconcileSeconds = Number(process.env.LOCAL_RECONCILE_SECONDS || 15);
  if (!Number.isFinite(reconcileSeconds) || reconcileSeconds < 1) {
    fail(
      `LOCAL_RECONCILE_SECONDS must be a number of seconds, at least 1, not "${process.env.LOCAL_RECONCILE_SECONDS}".`,
    );
  }
  const now = process.env.LOCAL_NOW ? new Date(process.env.LOCAL_NOW) : new Date();
  if (Number.isNaN(now.getTime()))
    fail(`LOCAL_NOW must be an ISO 8601 instant, not "${process.env.LOCAL_NOW}".`);
  stack = await startStack({
    now,
    port,
    apiPort,
    reconcileIntervalMs: reconcileSeconds * 1000,
    s3Directory: fileURLToPath(new URL('../.local/s3', import.meta.url)),
  });
  if (stopping) return;
  // How content:export, content:restore and content:backups find this stack.
  writeStackState({
    pid: process.pid,
    projectId: stack.projectId,
    firestoreHost: stack.firestoreHost,
    authHost: stack.authHost,
    s3Endpoint: stack.s3Endpoint,
    backupBucket: stack.backupBucket,
    url: stack.url,
  });
  const { admin, user } = stack;
  // The operator's preflight against the local fakes: what it prints before a deploy, here all ok.
  const preflightStarted = performance.now();
  const preflight = formatTable(await runPreflight(localPreflightInputs(stack)));
  const preflightSeconds = ((performance.now() - preflightStarted) / 1000).toFixed(1);
  console.log(`
  Page           ${stack.url}
  Admin sign-in  ${admin.email} / ${admin.password}   (uid ${admin.uid})
  User sign-in   ${user.email} / ${user.password}   (not an administrator)
  API gateway    ${stack.apiUrl}   (also ${stack.url}/api)
  Firestore      ${stack.firestoreHost}   (emulator, in memory)
  Auth           ${stack.authHost}   (emulator)
  Backups        ${stack.s3Endpoint}/${stack.backupBucket}   (local S3, kept in .local/s3; npm run content:backups)
  Solana RPC     ${stack.rpcUrl}   (local fake, mint ${stack.tokenMint},
                 donation wallet ${stack.donationWallet}: the page shows these two)${
                   stack.donationMultisig
                     ? `
                 the wallet is the vault of the 2-of-3 Squads multisig ${stack.donationMultisig}
                 (LOCAL_DONATION_WALLET=plain npm start: a wallet of one key instead); its rules change with\n                 POST ${stack.rpcUrl}/__fake/state {"squads":{"multisigs":[{"address":"${stack.donationMultisig}","threshold":1,"members":[{"key":"<address>"}]}]}}`
                     : ''
                 }
  Holder webhook ${stack.webhookUrl}
                 Authorization: ${stack.webhookSecret}
                 npm run holders:replay -- --url ${stack.webhookUrl} --rpc ${stack.rpcUrl}
  Donations      the local chain receives a donation, delivered to ${stack.donationWebhookUrl}
                 and counted by the ledger at once (ADR 40); references in order, a goal's then the page's:
                 curl -X POST ${stack.rpcUrl}/__fake/donation -d '{"to":"${stack.donationWallet}","lamports":500000000,"references":["<goal reference>","<request reference>"]}'
                 Solana Action: ${stack.url}/actions.json, ${stack.url}/api/actions/donate (GET, POST {"account"} ?amount=0.5)

  Telegram       ${stack.telegramUrl}   (fake Bot API; what it got: ${stack.telegramUrl}/__fake/received)
  Discord        ${stack.discordUrl}   (fake webhook; what it got: ${stack.discordUrl}/__fake/received)
                 announcements with a channel ticked are posted within seconds; make a fake fail with
                 curl -X POST ${stack.telegramUrl}/__fake/state -d '{"mode":"429","retryAfter":30,"times":1}'
                 (modes: ok, 429, 5xx, timeout, revoked)

  Preflight      npm run preflight's checks against these fakes, in ${preflightSeconds} s:
${preflight}

  Ready in ${(stack.timings.total / 1000).toFixed(1)} s. Ctrl-C stops everything.`);
}

main().catch((error: unknown) => {
  console.error('The local stack did not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
