import type { TestProject } from 'vitest/node';
import { startFakeDex } from '../../scripts/local/fake-dex.js';
import { startStack } from '../../scripts/local/stack.js';
import { testNow } from '../../scripts/testing/instants.js';

/** What the browser setup hands to every test file. */
export interface StackContext {
  /** The page; /api is on the same origin. */
  url: string;
  apiUrl: string;
  firestoreHost: string;
  authHost: string;
  projectId: string;
  /** The fake DEX price service the page reads (`POST <url>/__fake/state` steers it). */
  dexUrl: string;
  admin: { uid: string; email: string; password: string };
  user: { uid: string; email: string; password: string };
  /** The local Solana JSON-RPC (`POST <url>/__fake/state` changes the chain). */
  rpcUrl: string;
  /** The holder webhook on the page's origin, its shared secret, and the mint it follows. */
  webhookUrl: string;
  webhookSecret: string;
  tokenMint: string;
  /** The donation wallet the page shows and the local chain knows. */
  donationWallet: string;
  /** The Squads multisig whose vault the donation wallet is (behaviour §2.8), if it is one. */
  donationMultisig?: string;
  /** The fake Telegram Bot API and Discord webhook (`GET <url>/__fake/received`: what was posted). */
  telegramUrl: string;
  discordUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackContext;
  }
}

/**
 * Starts the local stack (`npm start`'s, on free ports) with a fake DEX price service, for the
 * `browser` project. The handlers run in this process; tests reach everything over HTTP. The page is
 * the built one, served as the distribution serves it (`scripts/local/built-web.ts` says why).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dex = await startFakeDex();
  try {
    // Reconciliation every 2 s, so a test sees the holder count move within seconds.
    // The page runs at the machine's clock; a TEST_NOW in the past places the seeded chain history
    // before that day instead (ADR 29), as the page would have shown it then.
    const chosen = testNow();
    const start = () =>
      startStack({
        now: chosen.getTime() < Date.now() ? chosen : new Date(),
        quiet: true,
        env: { VITE_DEX_API_BASE: dex.url },
        reconcileIntervalMs: 2000,
        // A change of the token's safety facts is believed within a second (chain-facts.e2e.test.ts),
        // and so is a change of who controls the donation wallet: a test that changes it waits for the
        // watch's next read (web/e2e/local-chain.ts), half the interval on average, at every change.
        safetyIntervalMs: 1000,
        controlIntervalMs: 1000,
        web: 'build',
      });
    // `npm test` starts two stacks at once (one per half of the browser files): the free ports each
    // picks are free only until bound, so a rare collision gets one more try.
    const stack = await start().catch((error: unknown) => {
      console.warn(`The local stack did not start (${(error as Error).message}); trying once more.`);
      return start();
    });
    project.provide('stack', {
      url: stack.url,
      apiUrl: stack.apiUrl,
      firestoreHost: stack.firestoreHost,
      authHost: stack.authHost,
      projectId: stack.projectId,
      dexUrl: dex.url,
      admin: stack.admin,
      user: stack.user,
      rpcUrl: stack.rpcUrl,
      webhookUrl: stack.webhookUrl,
      webhookSecret: stack.webhookSecret,
      tokenMint: stack.tokenMint,
      donationWallet: stack.donationWallet,
      ...(stack.donationMultisig ? { donationMultisig: stack.donationMultisig } : {}),
      telegramUrl: stack.telegramUrl,
      discordUrl: stack.discordUrl,
    });
    return async () => {
      await stack.stop();
      await dex.stop();
    };
  } catch (error) {
    await dex.stop();
    throw error;
  }
}
