import type { HolderCountPayload } from '@contract';
import { getJson } from '../../../lib/http';

/** GET /api/holders/count. */
export async function getHolderCount(): Promise<HolderCountPayload> {
  const { body } = await getJson<HolderCountPayload>('/api/holders/count');
  return body;
}
