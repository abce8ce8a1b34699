import { json } from '../commons/http.js';
import { publicRoute } from '../commons/public-route.js';
import type { PingAnswer } from '../contract/api.js';

const answer: PingAnswer = { success: true, service: 'meme-token-api', version: '1' };

/** GET /api/: the page pings it on load; it touches no database. */
export const handler = publicRoute(async () => json(200, answer), { sMaxAge: 300 });
