import { amountProblem, DONATE_MESSAGES, solToLamports } from '../contract/donate-request.js';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { BadRequestError } from '../platform/http/errors.js';
import type { ApiEvent } from '../platform/http/http.js';
import { isPublicKey } from '../platform/solana/public-key.js';
import type { DonateActionConfig } from './action-config.js';

/** A body larger than this is no `{ account }` (the spec's POST body is one address). */
export const ACTION_BODY_MAX_BYTES = 4096;
const GOAL_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** The share card the page's links show (web/build-plugins/share-image.ts), the Action's icon. */
const SHARE_CARD = 'share-card.png';

/** The goal an Action donates to: its title for the description, its reference for the transfer. */
export interface ActionGoal {
  id: string;
  title: string;
  description: string | null;
  reference: string | null;
}

/** The stored goal `goalId`, active; a 400 in the spec's shape when there is none (ADR 40). */
export async function actionGoal(content: ReadDatabase, goalId: string): Promise<ActionGoal> {
  if (!GOAL_ID.test(goalId) || /^__.*__$/.test(goalId))
    throw new BadRequestError(DONATE_MESSAGES.goalUnknown);
  const doc = await content.collection('donations').doc(goalId).get();
  if (!doc.exists || doc.get('active') === false) throw new BadRequestError(DONATE_MESSAGES.goalUnknown);
  const title = doc.get('title');
  const description = doc.get('description') ?? doc.get('goal');
  const reference = doc.get('reference');
  return {
    id: goalId,
    title: typeof title === 'string' ? title : '',
    description: typeof description === 'string' && description !== '' ? description : null,
    reference: typeof reference === 'string' && isPublicKey(reference) ? reference : null,
  };
}

/** The Action's path for the wallet or a goal. */
const actionPath = (goal?: ActionGoal) =>
  goal ? `/api/actions/donate/${encodeURIComponent(goal.id)}` : '/api/actions/donate';

/** GET: the Action's description (the spec's ActionGetResponse), presets and a custom amount (ADR 40). */
export function describeAction(config: DonateActionConfig, goal?: ActionGoal) {
  const texts = config.DONATE_ACTION;
  const path = actionPath(goal);
  return {
    type: 'action',
    icon: new URL(SHARE_CARD, `${config.SITE_URL.replace(/\/?$/, '/')}`).href,
    title: goal ? `${texts.title}: ${goal.title}` : texts.title,
    description: goal?.description ?? texts.description,
    label: texts.label,
    links: {
      actions: [
        ...texts.presetsSol.map((amount) => ({
          type: 'transaction',
          label: `${amount} SOL`,
          href: `${path}?amount=${amount}`,
        })),
        {
          type: 'transaction',
          label: texts.label,
          href: `${path}?amount={amount}`,
          parameters: [
            {
              type: 'number',
              name: 'amount',
              label: 'SOL',
              required: true,
              min: 0.000000001,
              max: Number(config.DONATE_MAX_SOL),
              pattern: '^(0|[1-9]\\d{0,11})(\\.\\d{1,9})?$',
              patternDescription: DONATE_MESSAGES.amountInvalid,
            },
          ],
        },
      ],
    },
  };
}

/** A POST's donor account and lamports, checked before anything is read (ADR 40): 400s in the spec's shape. */
export function donationRequest(
  event: ApiEvent,
  config: DonateActionConfig,
): { account: string; lamports: bigint } {
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  if (bytes.byteLength > ACTION_BODY_MAX_BYTES) {
    throw new BadRequestError(
      `Request body must be at most ${ACTION_BODY_MAX_BYTES} bytes: { "account": "<address>" }`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BadRequestError('Request body must be JSON: { "account": "<address>" }');
  }
  const account = (body as { account?: unknown } | null)?.account;
  if (typeof account !== 'string' || !isPublicKey(account))
    throw new BadRequestError(DONATE_MESSAGES.accountInvalid);
  if (account === config.DONATION_WALLET) throw new BadRequestError(DONATE_MESSAGES.accountIsWallet);
  const amount = event.queryStringParameters?.amount ?? '';
  // The page's form rule, without zod (contract/donate-request.ts): the same messages as its schema.
  const problem = amountProblem(amount, config.DONATE_MAX_SOL);
  if (problem === 'invalid') throw new BadRequestError(DONATE_MESSAGES.amountInvalid);
  if (problem === 'zero') throw new BadRequestError(DONATE_MESSAGES.amountZero);
  if (problem === 'tooLarge')
    throw new BadRequestError(DONATE_MESSAGES.amountTooLarge(config.DONATE_MAX_SOL));
  return { account, lamports: solToLamports(amount.trim()) };
}
