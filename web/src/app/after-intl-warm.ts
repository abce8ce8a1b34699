/** The promise the HTML's first script sets: settled once its worker has built the first formatters. */
declare global {
  interface Window {
    intlWarm?: Promise<unknown>;
  }
}

/** How long hydration waits for that worker at most: one that never answers must not leave the page inert. */
export const INTL_WARM_WAIT_MS = 2000;

/**
 * Runs `start` in a task of its own once the worker the HTML starts (`web/public/intl-warm.js`) has
 * built its number, date, plural and list formatters, or after {@link INTL_WARM_WAIT_MS} (ADR 24,
 * "Load-time work"). The first formatter a page's process builds loads the browser's locale data,
 * 50 to 120 ms in one go; hydration formats the price among its first components. The worker starts
 * only once the entry's modules are evaluated, so without this wait the two raced: in three loads
 * out of ten the page's own formatter came first, or both at once, and that load had one more long
 * task.
 */
export function afterIntlWarm(start: () => void, warm = window.intlWarm): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, warm ? INTL_WARM_WAIT_MS : 0);
  warm?.then(() => setTimeout(once));
}
