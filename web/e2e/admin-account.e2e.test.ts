import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clickAdminAccess } from './admin-session.js';
import {
  ADMIN_PAGE,
  launchBrowser,
  type OpenedPage,
  openPage,
  screenshotViewport,
  stack,
} from './harness.js';

// The administrator's account against `npm start`'s stack: the whole multi-factor sign-in through
// the Auth emulator's phone factor (the emulator has no TOTP), "Sign out everywhere" ending another
// browser's session, and the authenticator app's enrollment with the identity service answered at
// its REST boundary.

const PHONE = '+15555550142';
const run = Math.random().toString(36).slice(2, 8);
let browser: Browser;
const opened: OpenedPage[] = [];

function adminAuth() {
  const { authHost, projectId } = stack();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  const app = initializeApp({ projectId }, `e2e-account-${Date.now()}-${Math.random()}`);
  return { auth: getAuth(app), done: () => deleteApp(app) };
}

/** Gives the local administrator a phone second factor, or removes it (other files sign in with a password only). */
async function setPhoneFactor(on: boolean): Promise<void> {
  const { auth, done } = adminAuth();
  try {
    await auth.updateUser(stack().admin.uid, {
      multiFactor: {
        enrolledFactors: on ? [{ uid: 'e2e-phone-factor', factorId: 'phone', phoneNumber: PHONE }] : null,
      },
    });
  } finally {
    await done();
  }
}

/** The newest code the emulator "sent" by text message (its REST endpoint for tests). */
async function latestCode(): Promise<string> {
  const { authHost, projectId } = stack();
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((c) => c.phoneNumber === PHONE).at(-1)?.code;
  if (!code) throw new Error('no code sent yet');
  return code;
}

async function codeCount(): Promise<number> {
  const { authHost, projectId } = stack();
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as { verificationCodes: { phoneNumber: string }[] };
  return verificationCodes.filter((c) => c.phoneNumber === PHONE).length;
}

async function open(viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  const page = await openPage(browser, '/', viewport, ADMIN_PAGE);
  opened.push(page);
  return page.page;
}

/** Password, then the code prompt; returns the prompt once the emulator has sent its code. */
async function passwordStep(page: Page): Promise<Locator> {
  const before = await codeCount();
  const login = await clickAdminAccess(page);
  await login.getByLabel('Email Address').fill(stack().admin.email);
  await login.getByLabel('Password', { exact: true }).fill(stack().admin.password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  const prompt = page.getByRole('dialog', { name: 'Two-step verification' });
  await prompt.waitFor();
  await expect.poll(codeCount, { timeout: 15_000 }).toBeGreaterThan(before);
  return prompt;
}

async function signInWithCode(page: Page): Promise<Locator> {
  const prompt = await passwordStep(page);
  await prompt.getByLabel('Verification code').fill(await latestCode());
  await prompt.getByRole('button', { name: 'Verify' }).click();
  const panel = page.getByRole('dialog', { name: 'Admin Panel' });
  await panel.waitFor({ timeout: 20_000 });
  return panel;
}

async function addFaq(page: Page, panel: Locator, question: string) {
  await panel
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'FAQ Management' })
    .click();
  await panel.getByRole('button', { name: 'Add FAQ' }).click();
  const form = page.getByRole('dialog', { name: 'Add FAQ' });
  await form.getByLabel(/^Question/).fill(question);
  await form.getByLabel(/^Answer/).fill('Written by the account browser test.');
  await form.getByRole('button', { name: 'Add FAQ' }).click();
}

async function storedQuestions(): Promise<string[]> {
  const response = await fetch(`${stack().url}/api/canonical/faq`, {
    headers: { 'Cache-Control': 'no-cache' },
  });
  const { data } = (await response.json()) as { data: { question: string }[] };
  return data.map((entry) => entry.question);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await setPhoneFactor(true);
});

// Closed as each test ends: an open page keeps refreshing its live content and animating against
// the one-process stack, and pages left open until the file's end slowed every later test.
afterEach(async () => {
  for (const page of opened.splice(0)) await page.close().catch(() => {});
});

afterAll(async () => {
  await browser?.close();
  await setPhoneFactor(false);
});

describe('the administrator with a second factor', () => {
  it('signs in with the password, then the text-message code, through the multi-factor resolver', async () => {
    const page = await open();
    const prompt = await passwordStep(page);
    await expect.poll(() => prompt.innerText()).toContain('Enter the 6-digit code we sent by text message.');
    await screenshotViewport(page, 'admin-second-factor-prompt-1280');

    // A wrong code is refused with a message, and the prompt stays.
    const right = await latestCode();
    await prompt.getByLabel('Verification code').fill(right === '000000' ? '111111' : '000000');
    await prompt.getByRole('button', { name: 'Verify' }).click();
    await prompt
      .getByText('Wrong code. Check the code in your app and try again.', { exact: true })
      .waitFor();

    await prompt.getByLabel('Verification code').fill(right);
    await prompt.getByRole('button', { name: 'Verify' }).click();
    const panel = page.getByRole('dialog', { name: 'Admin Panel' });
    await panel.waitFor({ timeout: 20_000 });

    // The server saw the second factor in the token: the sign-in is recorded "with text message".
    await panel.getByRole('button', { name: 'Account' }).click();
    const account = page.getByRole('dialog', { name: 'Account' });
    await account.getByText(/^This sign-in/).waitFor();
    expect(await account.locator('li').first().innerText()).toMatch(/with text message$/);
    await account.getByRole('button', { name: 'Close account' }).click();

    const question = `Is the second factor ${run} in use?`;
    await addFaq(page, panel, question);
    await panel.getByRole('log').getByText('FAQ item created successfully!', { exact: true }).waitFor();
    expect(await storedQuestions()).toContain(question);
  });

  it('shows the code prompt at phone width', async () => {
    const page = await open('mobile');
    const prompt = await passwordStep(page);
    await prompt.getByLabel('Verification code').fill('12');
    await prompt.getByRole('button', { name: 'Verify' }).click();
    await prompt.getByText('Enter the 6-digit code.', { exact: true }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await screenshotViewport(page, 'admin-second-factor-prompt-375');
  });

  it('"Sign out everywhere" makes another browser\'s next write fail', async () => {
    const other = await open();
    const otherPanel = await signInWithCode(other);
    const page = await open();
    const panel = await signInWithCode(page);
    // Revocation is judged in whole seconds: both sign-ins must be older than it.
    await new Promise((done) => setTimeout(done, 1200));

    await panel.getByRole('button', { name: 'Account' }).click();
    const account = page.getByRole('dialog', { name: 'Account' });
    await account.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    const login = page.getByRole('dialog', { name: 'Admin Access' });
    await login.getByText('Signed out everywhere. Sign in again to continue.', { exact: true }).waitFor();

    // The other browser still shows its panel, but its next write is refused and its session ends.
    const question = `Does a revoked session ${run} write?`;
    await addFaq(other, otherPanel, question);
    const otherLogin = other.getByRole('dialog', { name: 'Admin Access' });
    await otherLogin
      .getByText('Your session has expired. Please sign in again.', { exact: true })
      .waitFor({ timeout: 20_000 });
    expect(await storedQuestions()).not.toContain(question);
  });
});

describe('adding an authenticator app', () => {
  // The emulator has no TOTP: its REST answers are given here in Identity Platform's own shape.
  const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  async function openEnrollment(page: Page): Promise<Locator> {
    await page.route('**/v2/accounts/mfaEnrollment:start**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          totpSessionInfo: {
            sharedSecretKey: SECRET,
            verificationCodeLength: 6,
            hashingAlgorithm: 'SHA1',
            periodSec: 30,
            sessionInfo: 'e2e-totp-session',
            finalizeEnrollmentTime: new Date(Date.now() + 600_000).toISOString(),
          },
        }),
      }),
    );
    await page.route('**/v2/accounts/mfaEnrollment:finalize**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 400, message: 'INVALID_CODE', errors: [] } }),
      }),
    );
    const panel = await signInWithCode(page).catch(async (error: unknown) => {
      await screenshotViewport(page, 'admin-totp-enrollment-sign-in-failed');
      throw error;
    });
    await panel.getByRole('button', { name: 'Account' }).click();
    const account = page.getByRole('dialog', { name: 'Account' });
    await account.getByRole('button', { name: 'Add authenticator app' }).click();
    await account.getByRole('img', { name: /^QR code of the key for / }).waitFor();
    return account;
  }

  it.each(['desktop', 'mobile'] as const)(
    'shows the QR code, the typed key and a wrong-code message (%s)',
    async (viewport) => {
      const page = await open(viewport);
      const account = await openEnrollment(page);
      expect(await account.locator('.adm-secret').innerText()).toBe(
        'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
      );
      await account.getByLabel('Code from the app').fill('123456');
      await account.getByRole('button', { name: 'Add authenticator app' }).click();
      await account
        .getByText('Wrong code. Check the code in your app and try again.', { exact: true })
        .waitFor()
        .catch(async (error: unknown) => {
          await screenshotViewport(page, `admin-totp-enrollment-failed-${viewport}`);
          throw error;
        });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === 'mobile' ? 375 : 1280,
      );
      await screenshotViewport(page, `admin-totp-enrollment-${viewport === 'mobile' ? 375 : 1280}`);
    },
  );
});
