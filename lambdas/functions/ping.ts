import type { PingAnswer } from '../contract/api.js';
import { json } from '../platform/http/http.js';
import { publicRoute } from '../platform/http/public-route.js';

const answer: PingAnswer = { success: true, service: 'meme-token-api', version: '1' };

/** GET /api/: the page pings it on load; it touches no database. */
export const handler = publicRoute(async () => json(200, answer), { sMaxAge: 300 });
