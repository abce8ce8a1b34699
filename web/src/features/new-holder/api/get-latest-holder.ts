import type { NewHolderPayload } from '@contract';
import { getJson } from '../../../lib/http';

/** GET /api/new-holders/latest. */
export async function getLatestHolder(): Promise<NewHolderPayload> {
  const { body } = await getJson<NewHolderPayload>('/api/new-holders/latest');
  return body;
}
