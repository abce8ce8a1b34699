/** Base URL of the public DEX price service; tests point it at a local fake. */
export const DEX_API_BASE: string = (
  import.meta.env.VITE_DEX_API_BASE || 'https://api.dexscreener.com'
).replace(/\/+$/, '');

/** The year the site was built (the build stamps it), for the footer's copyright line. */
export const BUILD_YEAR: string = import.meta.env.VITE_BUILD_YEAR || String(new Date().getUTCFullYear());
