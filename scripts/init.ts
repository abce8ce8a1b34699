/**
 * `npm run init -- <mint address>`: writes a new operator configuration from what the chain says of the
 * token, asking only what it cannot know (infra/README.md, "2. The operator configuration").
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { printable } from '../lambdas/contract/hidden-characters.js';
import { SolanaRpcClient } from '../lambdas/platform/solana/rpc-client.js';
import { checkRpcUrl } from '../lambdas/platform/solana/rpc-env.js';
import {
  DEFAULT_OPERATOR_CONFIG,
  operatorConfigPath,
  parseOperatorConfig,
} from '../web/src/config/node/operator-config.js';
import { buildConfig, type InitAnswers } from './init/build-config.js';
import { QUESTIONS } from './init/questions.js';
import { readToken } from './init/read-token.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rpc: { type: 'string' },
    out: { type: 'string' },
    force: { type: 'boolean' },
    help: { type: 'boolean' },
    ...Object.fromEntries(QUESTIONS.map((q) => [q.flag, { type: 'string' as const }])),
  },
});
if (values.help || positionals.length !== 1) {
  console.log(`usage: npm run init -- <mint address> --rpc <https URL> [--out operator-config.json] [--force] [answers]
Reads the mint (program, decimals, supply, mint and freeze authorities) and its metadata (Token-2022's
extension or Metaplex's account, and the JSON its URI names: 5 s, 64 KiB at most) from the chain, asks what
the chain cannot know (on a terminal; as flags otherwise), shows each value with its source and writes the
configuration. An existing file is never replaced without --force. The RPC URL may also be SOLANA_RPC_URL.
Answers: ${QUESTIONS.map((q) => `--${q.flag}`).join(' ')}`);
  process.exit(values.help ? 0 : 2);
}

const [mint] = positionals as [string];
const out = operatorConfigPath(values.out as string | undefined);
try {
  if (existsSync(out) && !values.force) {
    throw new Error(`${out} exists: pass --force to replace it, or --out <another file>.`);
  }
  const url = (values.rpc as string | undefined) ?? process.env.SOLANA_RPC_URL;
  if (!url) throw new Error('Name the RPC node: --rpc <https URL> (or SOLANA_RPC_URL).');
  const local = /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url);
  const rpc = new SolanaRpcClient({ url: checkRpcUrl(url, { allowHttp: local }) });
  const token = await readToken(rpc, mint);
  // The name and ticker are asked when neither the metadata nor its JSON gives one that may be used.
  const given = {
    name: token.metadata?.name || token.json?.name,
    ticker: token.metadata?.symbol || token.json?.symbol,
  };
  const needed = QUESTIONS.filter((q) => !q.ifNoMetadata || !given[q.key as keyof typeof given]);
  const answers: Partial<InitAnswers> = {};
  const terminal = process.stdin.isTTY
    ? createInterface({ input: process.stdin, output: process.stdout })
    : undefined;
  for (const question of needed) {
    const given = (values as Record<string, unknown>)[question.flag];
    if (typeof given === 'string') answers[question.key] = given.trim();
    else if (terminal) answers[question.key] = (await terminal.question(`${question.ask}: `)).trim();
  }
  terminal?.close();
  const missing = needed.filter((q) => !answers[q.key]);
  if (missing.length > 0) throw new Error(`Not answered: ${missing.map((q) => `--${q.flag}`).join(' ')}`);
  const template = JSON.parse(readFileSync(DEFAULT_OPERATOR_CONFIG, 'utf8'));
  const { config, sources } = buildConfig(template, token, answers as InitAnswers);
  // The schema the deploy and the web build use: what is written is what they accept.
  parseOperatorConfig(config, { allowPlaceholders: false, source: 'new configuration' });
  const width = Math.max(...sources.map((s) => s.path.length));
  // The chain's text is anyone's: printed with its control and direction characters shown as code points.
  console.log(
    printable(sources.map((s) => `  ${s.path.padEnd(width)}  ${s.value}   (${s.source})`).join('\n')),
  );
  for (const note of token.notes) console.log(printable(`  note: ${note}`));
  writeFileSync(out, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`\nWrote ${out}. Next: npm run preflight (infra/README.md, "The preflight").`);
} catch (error) {
  console.error(printable(`Not written: ${(error as Error).message}`));
  process.exit(1);
}
