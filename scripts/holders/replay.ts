import { parseArgs } from 'node:util';
import { localTokenMint, localWebhookSecret } from '../local/holder-feed.js';
import { creditOnLocalChain, freshWallet, postDelivery, transferDelivery } from './delivery.js';

const USAGE = `Usage: npm run holders:replay -- [options]

Posts a holder webhook delivery, in the provider's recorded shape, naming a fresh wallet to the
running local stack (npm start), so the open page shows "New Holder Joined!" within seconds.

Options:
  --url URL        the webhook (default http://127.0.0.1:$PORT/api/new-holders/webhook, PORT 5173)
  --secret TEXT    its shared secret (default $LOCAL_WEBHOOK_SECRET, else the local default)
  --wallet ADDR    the receiving wallet (default: a fresh random one)
  --mint ADDR      the token (default: the local stack's mint)
  --rpc URL        the local Solana RPC printed by npm start: also gives the wallet a balance
                   there, so the next reconciliation counts it (and does not announce it again)
  --times N        deliver the same transaction N times at once, as a retrying provider may (default 1)
  --help           this text`;

function main(): Promise<void> | void {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      secret: { type: 'string' },
      wallet: { type: 'string' },
      mint: { type: 'string' },
      rpc: { type: 'string' },
      times: { type: 'string', default: '1' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const url = values.url ?? `http://127.0.0.1:${process.env.PORT || 5173}/api/new-holders/webhook`;
  const times = Number(values.times);
  if (!Number.isInteger(times) || times < 1 || times > 50)
    throw new Error('--times must be a whole number from 1 to 50');
  return replay({
    url,
    secret: values.secret ?? localWebhookSecret(),
    wallet: values.wallet ?? freshWallet(),
    mint: values.mint ?? localTokenMint(),
    rpc: values.rpc,
    times,
  });
}

async function replay(o: {
  url: string;
  secret: string;
  wallet: string;
  mint: string;
  rpc?: string;
  times: number;
}) {
  if (o.rpc) await creditOnLocalChain(o.rpc, o.mint, o.wallet, 1_500_000_000n);
  const delivery = transferDelivery({ mint: o.mint, wallet: o.wallet });
  const answers = await Promise.all(
    Array.from({ length: o.times }, () => postDelivery(o.url, o.secret, delivery)),
  );
  console.log(`Delivered a transfer of the token to ${o.wallet} ${o.times} time(s) to ${o.url}`);
  for (const answer of answers) console.log(`  ${answer.status} ${JSON.stringify(answer.body)}`);
  if (answers.some((a) => a.status !== 200)) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(`holders:replay: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
