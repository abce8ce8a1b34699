import type { Page } from 'playwright-core';
import { NEW_HOLDER_POLL_MS } from '../src/features/new-holder/hooks/use-new-holder.js';

/**
 * Runs the new-holder poll of a page opened with `clock: true` now instead of up to 2 s later, and
 * waits for its answer, so what the caller reads next follows that poll. A poll still under way
 * makes the page skip this one; its answer is the one waited for then.
 */
export async function nextHolderPoll(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/new-holders/latest',
    { timeout: 20_000 },
  );
  await page.clock.fastForward(NEW_HOLDER_POLL_MS);
  await answered;
}
