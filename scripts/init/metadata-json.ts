import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from './public-address.js';

/** The off-chain metadata JSON a token's URI names (Metaplex's token standard): only what init uses. */
const metadataJson = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  symbol: z.string().trim().min(1).max(20).optional(),
  image: z.url({ protocol: /^https?$/ }).optional(),
  description: z.string().max(5000).optional(),
});
export type MetadataJson = z.infer<typeof metadataJson>;

/** A metadata JSON is a few hundred bytes; one far larger is not one. */
export const METADATA_MAX_BYTES = 64 * 1024;
export const METADATA_TIMEOUT_MS = 5000;

/** Redirects followed at most: a metadata host that redirects more is not serving metadata. */
export const METADATA_MAX_REDIRECTS = 3;

/** A hop of the fetch: an answer's status, type, redirect target and body stream, or why there is none. */
type Hop = { status: number; type: string; location?: string; body: IncomingMessage } | { problem: string };

/** One GET over https, to a public address only (public-address.ts), without following a redirect. */
function get(url: URL, signal: AbortSignal): Promise<Hop> {
  if (url.protocol !== 'https:')
    return Promise.resolve({ problem: `${url.protocol} addresses are not fetched` });
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(literal) && !isPublicAddress(literal)) {
    return Promise.resolve({ problem: `${url.host} is not a public address` });
  }
  return new Promise((resolve) => {
    const request = https.get(
      url,
      { signal, lookup: publicOnlyLookup, headers: { accept: 'application/json' } },
      (answer) =>
        resolve({
          status: answer.statusCode ?? 0,
          type: String(answer.headers['content-type'] ?? ''),
          ...(answer.headers.location ? { location: answer.headers.location } : {}),
          body: answer,
        }),
    );
    request.on('error', (error) =>
      resolve({
        problem:
          error instanceof PrivateAddressError
            ? `${url.host} is not a public address`
            : signal.aborted
              ? 'timeout'
              : `${url.host} could not be reached (${error.name})`,
      }),
    );
  });
}

/**
 * Fetches the JSON the URI names, with a time limit and a size cap (read as it arrives, stopped past the
 * cap), and validates it. https only, at most a few redirects, each to a public address (infra/README.md,
 * "npm run init"); a JSON answer only. Returns the JSON or why it was not used: the configuration is
 * written either way, from the chain's own name and symbol.
 */
export async function fetchMetadataJson(
  uri: string,
  options: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<{ json: MetadataJson } | { problem: string }> {
  const timeoutMs = options.timeoutMs ?? METADATA_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? METADATA_MAX_BYTES;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return { problem: 'the URI is not a URL' };
  }
  const first = url;
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = { problem: `${first.host} did not answer within ${timeoutMs} ms` };
  let hop = await get(url, signal);
  for (
    let redirects = 0;
    'status' in hop && hop.status >= 300 && hop.status < 400 && hop.location;
    redirects++
  ) {
    hop.body.resume();
    if (redirects === METADATA_MAX_REDIRECTS)
      return { problem: `${first.host} redirected more than ${METADATA_MAX_REDIRECTS} times` };
    try {
      url = new URL(hop.location, url);
    } catch {
      return { problem: `${first.host} redirected to something that is not a URL` };
    }
    hop = await get(url, signal);
  }
  if ('problem' in hop) return hop.problem === 'timeout' ? timedOut : { problem: hop.problem };
  const { body } = hop;
  if (hop.status < 200 || hop.status >= 300) {
    body.resume();
    return { problem: `${url.host} answered HTTP ${hop.status}` };
  }
  // JSON only: an internal service's text/plain or a page is never a token's metadata.
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(hop.type)) {
    body.destroy();
    return { problem: `${url.host} answered ${hop.type.split(';')[0] || 'no content type'}, not JSON` };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        body.destroy();
        return { problem: `${url.host} answered more than ${maxBytes / 1024} KiB` };
      }
      chunks.push(chunk);
    }
  } catch {
    return signal.aborted ? timedOut : { problem: `${url.host} broke off its answer` };
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return { problem: `${url.host} answered something that is not JSON` };
  }
  const parsed = metadataJson.safeParse(value);
  if (!parsed.success) {
    return {
      problem: `the JSON does not hold metadata: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    };
  }
  return { json: parsed.data };
}
