import { DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTelegram } from '../local/fake-telegram.js';
import type { PreflightInputs } from './inputs.js';
import { type CheckResult, formatTable } from './report.js';
import { runPreflight } from './run.js';
import { awsClientsForTests, MINT, mocks, PROJECT, startWorld, VAULT, type World } from './test-world.js';

// One test per failure an operator meets on the first deploy (infra/README.md, "The preflight"): each
// must give a blocking line with its fix, and no line may carry a secret's value.

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(() => world?.stop());

/** Runs the preflight and returns the table as printed, with each line by check. */
async function preflight(inputs: PreflightInputs = world.inputs()) {
  const results = await runPreflight(inputs);
  const table = formatTable(results);
  const line = (check: string): CheckResult => {
    const found = results.find((r) => r.check === check);
    if (!found) throw new Error(`No line "${check}" in:\n${table}`);
    return found;
  };
  return { results, table, line };
}

/** Every secret value the world holds, as an operator's would be: none may be printed. */
function secretValues(): string[] {
  const { secrets } = world;
  const keys = Object.values(secrets.serviceAccounts).flatMap((text) => {
    const key = JSON.parse(text) as { private_key: string; private_key_id: string };
    return [
      key.private_key_id,
      ...key.private_key.split('\n').filter((l) => l.length > 20 && !l.startsWith('-----')),
    ];
  });
  return [
    'first-provider-key-0123456789',
    'witness-key-9876543210',
    secrets.telegram?.botToken ?? '',
    'fake-discord-webhook-token',
    ...keys,
  ];
}

function expectNoSecret(table: string): void {
  for (const value of secretValues()) expect(table).not.toContain(value);
}

describe('npm run preflight', () => {
  it('prints an all-ok table against fakes of every service, and no secret', async () => {
    const { results, table } = await preflight();
    expect(results.filter((r) => r.outcome !== 'ok').map((r) => `${r.check}: ${r.found}`)).toEqual([]);
    expect(table).toContain(`exists in ${PROJECT}`);
    expect(table).toContain('40 ok, 0 warning, 0 blocking, 0 skipped');
    expectNoSecret(table);
  });

  it('blocks a secret that could not be read, naming it and why', async () => {
    const { rpcUrl: _, ...rest } = world.secrets;
    world.secrets = { ...rest, unreadable: { 'meme-token-site/solana-rpc-url': 'does not exist' } };
    const { line } = await preflight();
    expect(line('Solana: RPC URL')).toMatchObject({
      outcome: 'blocking',
      found: 'the secret meme-token-site/solana-rpc-url could not be read (does not exist)',
      fix: 'npm run secret:solana-rpc-url -- <file>',
    });
  });

  it('blocks an RPC URL of devnet', async () => {
    world.chain.apply({ cluster: 'devnet' });
    const { line, table } = await preflight();
    expect(line('Solana: cluster')).toMatchObject({ outcome: 'blocking' });
    expect(line('Solana: cluster').found).toContain('serves devnet, not mainnet-beta');
    expect(line('Solana: cluster').fix).toContain('npm run secret:solana-rpc-url');
    expectNoSecret(table);
  });

  it('blocks a mint of the other token program', async () => {
    world.chain.setMint({
      address: MINT,
      program: 'token-2022',
      decimals: 6,
      mintAuthority: null,
      freezeAuthority: null,
    });
    const { line } = await preflight();
    expect(line('Solana: mint')).toMatchObject({
      outcome: 'blocking',
      fix: expect.stringContaining('set site.token.program to "spl-token-2022"'),
    });
    expect(line('Solana: mint').found).toContain(
      'belongs to Token-2022, the configuration implies the SPL Token program',
    );
  });

  it('blocks a donation wallet that is not the multisig’s vault', async () => {
    world.raw.site.donationWallet = MINT;
    const { line } = await preflight();
    expect(line('Solana: Squads vault')).toMatchObject({
      outcome: 'blocking',
      fix: expect.stringContaining(`set site.donationWallet to ${VAULT}`),
    });
  });

  it('blocks a witness that is the same host as the first provider', async () => {
    world.secrets = { ...world.secrets, witnessRpcUrl: `${world.chain.url}/?api-key=witness-key-9876543210` };
    const { line, table } = await preflight();
    expect(line('Witness: provider')).toMatchObject({
      outcome: 'blocking',
      fix: expect.stringContaining('npm run secret:solana-witness-rpc-url'),
    });
    expect(line('Witness: provider').found).toContain('the same host as the first provider');
    expectNoSecret(table);
  });

  it('blocks a Telegram bot that is not an administrator of the channel', async () => {
    const telegram = await startFakeTelegram(undefined, { status: 'member' });
    try {
      const inputs = world.inputs();
      const { line } = await preflight({
        ...inputs,
        endpoints: { ...inputs.endpoints, telegramApi: telegram.url },
      });
      expect(line('Telegram: may post')).toMatchObject({
        outcome: 'blocking',
        fix: expect.stringContaining('Add admin'),
      });
      expect(line('Telegram: may post').found).toContain('the bot is member of @vibie_news');
    } finally {
      await telegram.stop();
    }
  });

  it('blocks a Telegram chat id with a typo', async () => {
    world.secrets = {
      ...world.secrets,
      telegram: { botToken: world.secrets.telegram?.botToken ?? '', chatId: '@vibie_nwes' },
    };
    const { line, table } = await preflight();
    expect(line('Telegram: chat')).toMatchObject({
      outcome: 'blocking',
      found: 'chat @vibie_nwes: Bad Request: chat not found',
      fix: expect.stringContaining('npm run secret:telegram'),
    });
    expectNoSecret(table);
  });

  it('blocks a Discord webhook deleted since it was made', async () => {
    world.discord.set({ mode: 'revoked' });
    const { line, table } = await preflight();
    expect(line('Discord: webhook')).toMatchObject({
      outcome: 'blocking',
      fix: expect.stringContaining('npm run secret:discord'),
    });
    expect(line('Discord: webhook').found).toContain('the webhook was deleted');
    expectNoSecret(table);
  });

  it('blocks a Firebase project without the chain database', async () => {
    world.google.databases.set(PROJECT, new Set(['(default)']));
    const { line } = await preflight();
    expect(line('Firebase: database chain')).toMatchObject({
      outcome: 'blocking',
      fix: `gcloud firestore databases create --project ${PROJECT} --database chain --location LOCATION --type firestore-native`,
    });
    expect(line('Firebase: database (default)').outcome).toBe('ok');
  });

  it('blocks a service-account key of another project', async () => {
    const other = world.google.addServiceAccount('another-project', 'site-holder-feed');
    world.secrets.serviceAccounts['service-account-holder-feed'] = other.keyFile;
    const { line, table } = await preflight();
    expect(line('Firebase: holder feed key')).toMatchObject({
      outcome: 'blocking',
      fix: `npm run secret:service-account-holder-feed -- <a new key of ${PROJECT}>`,
    });
    expect(line('Firebase: holder feed key').found).toContain('belongs to project "another-project"');
    expectNoSecret(table);
  });

  it('blocks a key revoked in Google Cloud', async () => {
    const revoked = world.google.addServiceAccount(PROJECT, 'site-reader-2');
    revoked.revoked = true;
    world.secrets.serviceAccounts['service-account-reader'] = revoked.keyFile;
    const { line } = await preflight();
    expect(line('Firebase: reader key')).toMatchObject({
      outcome: 'blocking',
      fix: expect.stringContaining('npm run secret:service-account-reader'),
    });
    expect(line('Firebase: reader key').found).toContain('invalid_grant: Invalid JWT Signature.');
  });

  it('blocks a holder feed whose IAM condition is not applied (it may write every database)', async () => {
    const unconditioned = world.google.addServiceAccount(PROJECT, 'site-holder-feed-2', [
      'datastore.entities.create',
      'datastore.entities.update',
      'datastore.entities.delete',
    ]);
    world.secrets.serviceAccounts['service-account-holder-feed'] = unconditioned.keyFile;
    const { line } = await preflight();
    expect(line('Firebase: holder feed refused')).toMatchObject({
      outcome: 'blocking',
      fix: expect.stringContaining('remove the unconditioned role'),
    });
    expect(line('Firebase: holder feed refused').found).toContain(
      'holds datastore.entities.create, datastore.entities.update, datastore.entities.delete on the whole project',
    );
  });

  it('blocks two identities whose keys are of one service account', async () => {
    world.secrets.serviceAccounts['service-account-holder-feed'] =
      world.secrets.serviceAccounts['service-account-watch'] ?? '';
    const { line } = await preflight();
    expect(line('Firebase: separate accounts')).toMatchObject({
      outcome: 'blocking',
      fix: expect.stringContaining('npm run secret:service-account-watch'),
    });
    expect(line('Firebase: separate accounts').found).toMatch(
      /holder feed and watches keys are both of \S+@/,
    );
  });

  it('blocks a sender key that is the administrator’s, or holds Firebase Auth (ADR 37, sender amendment)', async () => {
    const withAuth = world.google.addServiceAccount(PROJECT, 'site-sender-2', [
      'firebaseauth.users.get',
      'firebaseauth.users.update',
    ]);
    world.secrets.serviceAccounts['service-account-sender'] = withAuth.keyFile;
    const { line } = await preflight();
    expect(line('Firebase: announcement sender refused')).toMatchObject({ outcome: 'blocking' });
    expect(line('Firebase: announcement sender refused').found).toContain(
      'holds firebaseauth.users.update, firebaseauth.users.get on the whole project',
    );
  });

  it('blocks an AWS account without the CDK bootstrap in the stack’s region', async () => {
    mocks.cloudFormation
      .on(DescribeStacksCommand)
      .rejects(
        Object.assign(new Error('Stack with id CDKToolkit does not exist'), { name: 'ValidationError' }),
      );
    const { line } = await preflight();
    expect(line('AWS: CDK bootstrap')).toMatchObject({
      outcome: 'blocking',
      fix: 'npx cdk bootstrap aws://210987654321/us-east-1',
    });
  });

  it('blocks a certificate that does not cover every name, or is not issued', async () => {
    mocks.acm.on(DescribeCertificateCommand).resolves({
      Certificate: { DomainName: 'token.test', SubjectAlternativeNames: ['token.test'], Status: 'ISSUED' },
    });
    expect((await preflight()).line('AWS: certificate')).toMatchObject({
      outcome: 'blocking',
      found: 'it covers token.test, not www.token.test',
    });
    mocks.acm
      .on(DescribeCertificateCommand)
      .resolves({ Certificate: { DomainName: 'token.test', Status: 'PENDING_VALIDATION' } });
    expect((await preflight()).line('AWS: certificate')).toMatchObject({
      outcome: 'blocking',
      found: 'token.test is PENDING_VALIDATION, not ISSUED',
    });
  });

  it('blocks a stack outside us-east-1 without firewall.webAclArn', async () => {
    const { line } = await preflight({ ...world.inputs(), aws: awsClientsForTests('eu-west-1') });
    expect(line('AWS: web ACL')).toMatchObject({
      outcome: 'blocking',
      fix: expect.stringContaining('set deploy.firewall.webAclArn'),
    });
    expect(line('AWS: web ACL').found).toContain('the stack is in eu-west-1');
  });
});
