import { z } from 'zod';

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

/**
 * Fetches the JSON the URI names, with a time limit and a size cap (read as it arrives, stopped past the
 * cap), and validates it. Returns the JSON or why it was not used: the configuration is written either
 * way, from the chain's own name and symbol.
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
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { problem: `${url.protocol} URIs are not fetched` };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return { problem: `${url.host} answered HTTP ${response.status}` };
    const type = response.headers.get('content-type') ?? '';
    if (/html/i.test(type)) {
      await response.body?.cancel();
      return { problem: `${url.host} answered ${type.split(';')[0]}, not JSON` };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      size += part.value.length;
      if (size > maxBytes) {
        await reader?.cancel().catch(() => undefined);
        return { problem: `${url.host} answered more than ${maxBytes / 1024} KiB` };
      }
      chunks.push(part.value);
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
  } catch (error) {
    if (signal.aborted) return { problem: `${url.host} did not answer within ${timeoutMs} ms` };
    return { problem: `${url.host} could not be reached (${(error as Error).name})` };
  }
}
