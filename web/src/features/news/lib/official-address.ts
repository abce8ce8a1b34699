/** A link's host (no `www.`) and path (no trailing slash), lower case; undefined when not http(s). */
function parts(address: string): { host: string; path: string } | undefined {
  try {
    const url = new URL(address);
    if (!/^https?:$/.test(url.protocol) || url.username || url.password) return undefined;
    return {
      host: url.hostname.toLowerCase().replace(/^www\./, ''),
      path: url.pathname.toLowerCase().replace(/\/+$/, ''),
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether an address in an announcement is on the official list (behaviour §14): one of the operator
 * configuration's links, or a page under one (`https://x.com/vibie/status/1` under `https://x.com/vibie`,
 * never `https://x.com/vibie_support`). Only these become links on the page.
 */
export function isOfficialAddress(address: string, official: readonly string[]): boolean {
  const candidate = parts(address);
  if (!candidate) return false;
  return official.some((link) => {
    const ours = parts(link);
    return (
      ours !== undefined &&
      ours.host === candidate.host &&
      (candidate.path === ours.path || candidate.path.startsWith(`${ours.path}/`))
    );
  });
}
