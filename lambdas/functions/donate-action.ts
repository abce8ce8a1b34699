import middy from '@middy/core';
import { parseDonateActionConfig } from '../donations/action-config.js';
import { actionErrors, actionJson } from '../donations/action-http.js';
import { type ActionGoal, actionGoal, describeAction, donationRequest } from '../donations/donate-action.js';
import { donationTransaction } from '../donations/donation-transaction.js';
import { blockhashCache } from '../donations/recent-blockhash.js';
import { withRestDatabase } from '../platform/database/rest-database.js';
import type { ApiEvent, ApiResult } from '../platform/http/http.js';
import { observability } from '../platform/observability/middleware.js';
import { oncePerInstance } from '../platform/once-per-instance.js';
import { originCheck } from '../platform/origin/origin-check.js';
import { rpcClientFrom } from '../platform/solana/rpc-env.js';

const config = parseDonateActionConfig(process.env);
const client = oncePerInstance(() => rpcClientFrom(config));
const blockhash = blockhashCache(client);

const goalOf = (event: ApiEvent): Promise<ActionGoal | undefined> => {
  const goalId = event.pathParameters?.goalId;
  return goalId === undefined ? Promise.resolve(undefined) : withRestDatabase((db) => actionGoal(db, goalId));
};

/**
 * The Solana Action for donations (ADR 40; GET, POST and OPTIONS of /api/actions/donate and
 * /api/actions/donate/{goalId}): GET describes it, POST `{ account }` with `?amount=` answers the unsigned
 * transfer to the donation wallet with the goal's reference, OPTIONS the CORS preflight. Every answer has
 * the spec's headers; a bad input is a 400 `{ message }` before any read of the chain.
 */
async function answer(event: ApiEvent): Promise<ApiResult> {
  const method = event.requestContext.http.method;
  if (method === 'OPTIONS') return actionJson(200, {});
  if (method === 'GET') return actionJson(200, describeAction(config, await goalOf(event)), 60);
  const request = donationRequest(event, config);
  const goal = await goalOf(event);
  const transaction = donationTransaction({
    account: request.account,
    wallet: config.DONATION_WALLET,
    lamports: request.lamports,
    references: goal?.reference ? [goal.reference] : [],
    blockhash: await blockhash(),
  });
  return actionJson(200, { type: 'transaction', transaction, message: config.DONATE_ACTION.message });
}

export const handler = middy<ApiEvent, ApiResult>(answer)
  .use(observability())
  .use(actionErrors())
  .use(originCheck());
