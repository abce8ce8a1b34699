import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DescribeSecretCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { GetWebACLCommand, WAFV2Client } from '@aws-sdk/client-wafv2';
import { mockClient } from 'aws-sdk-client-mock';
import { completeOperatorRaw } from '../../web/src/config/node/fixtures.js';
import { type OperatorConfig, parseOperatorConfig } from '../../web/src/config/node/operator-config.js';
import type { FakeChat } from '../local/fake-chat-server.js';
import { type DiscordPost, FAKE_DISCORD_WEBHOOK, startFakeDiscord } from '../local/fake-discord.js';
import { type FakeBinding, type FakeGoogle, startFakeGoogle } from '../local/fake-google.js';
import { type FakeRpcVendor, startFakeRpcVendor } from '../local/fake-rpc-vendor.js';
import { type FakeSolanaRpc, fakePublicKey, startFakeSolanaRpc } from '../local/fake-solana-rpc.js';
import { fakeKeyAddress, fakeMultisigAddress, fakeVaultAddress } from '../local/fake-squads.js';
import {
  FAKE_TELEGRAM,
  type FakeBotMembership,
  startFakeTelegram,
  type TelegramPost,
} from '../local/fake-telegram.js';
import type { AwsClients } from './aws.js';
import { DATABASES, IDENTITIES } from './firebase.js';
import type { PreflightInputs, PreflightSecrets } from './inputs.js';

// The world the preflight's tests run in: every outside service a fake at its wire format (the chain
// twice, for the witness; Telegram; Discord; Google) or aws-sdk-client-mock, all answering "ok".

export const PROJECT = 'token-site-test';
export const MINT = fakePublicKey('preflight-mint');
export const STABLECOIN = fakePublicKey('preflight-stablecoin');
const CREATE_KEY = fakePublicKey('preflight-multisig');
export const MULTISIG = fakeMultisigAddress(CREATE_KEY);
export const VAULT = fakeVaultAddress(MULTISIG, 0);
export const CERTIFICATE =
  'arn:aws:acm:us-east-1:210987654321:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
/** The slots the witness and the first node start at: a few apart, as two providers are. */
const SLOT = 300_000_000;

export const mocks = {
  sts: mockClient(STSClient),
  cloudFormation: mockClient(CloudFormationClient),
  secrets: mockClient(SecretsManagerClient),
  acm: mockClient(ACMClient),
  waf: mockClient(WAFV2Client),
};

export interface World {
  chain: FakeSolanaRpc;
  witness: FakeSolanaRpc;
  /** The witness's vendor in front of its node: what its plan refuses (fake-rpc-vendor.ts). */
  vendor: FakeRpcVendor;
  telegram: FakeChat<TelegramPost>;
  discord: FakeChat<DiscordPost> & { webhookUrl: string };
  google: FakeGoogle;
  /** The configuration as written, to change before {@link World.inputs}. */
  raw: ReturnType<typeof rawConfig>;
  secrets: PreflightSecrets & { serviceAccounts: Record<string, string> };
  inputs(): PreflightInputs;
  stop(): Promise<void>;
}

function rawConfig() {
  const raw = completeOperatorRaw();
  return {
    ...raw,
    firebase: { ...raw.firebase, projectId: PROJECT },
    deploy: {
      ...raw.deploy,
      region: 'us-east-1',
      solanaWitnessRpcUrlSecretName: 'meme-token-site/solana-witness-rpc-url',
      announcementChannels: ['telegram', 'discord'],
      domain: { names: ['token.test', 'www.token.test'], certificateArn: CERTIFICATE },
    } as Record<string, unknown>,
    site: {
      ...raw.site,
      token: { ...(raw.site.token as object), mintAddress: MINT } as Record<string, unknown>,
      donationWallet: VAULT,
      donationControl: { squadsMultisig: MULTISIG, vaultIndex: 0 } as Record<string, unknown>,
      ledgerAssets: [{ mint: STABLECOIN, symbol: 'USDC', decimals: 6 }],
      supply: { ...(raw.site.supply as object), decimals: 6 },
    } as Record<string, unknown>,
  };
}

/** The AWS answers of an account where everything is in place (each test changes one). */
export function awsAllOk(): void {
  for (const mock of Object.values(mocks)) mock.reset();
  mocks.sts.on(GetCallerIdentityCommand).resolves({
    Account: '210987654321',
    Arn: 'arn:aws:iam::210987654321:user/operator',
  });
  mocks.cloudFormation.on(DescribeStacksCommand).resolves({
    Stacks: [{ StackName: 'CDKToolkit', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date(0) }],
  });
  mocks.secrets.on(DescribeSecretCommand).resolves({ VersionIdsToStages: { v1: ['AWSCURRENT'] } });
  mocks.acm.on(DescribeCertificateCommand).resolves({
    Certificate: {
      CertificateArn: CERTIFICATE,
      DomainName: 'token.test',
      SubjectAlternativeNames: ['token.test', '*.token.test'],
      Status: 'ISSUED',
    },
  });
  mocks.waf.on(GetWebACLCommand).resolves({
    WebACL: { Name: 'site', Id: 'x', ARN: 'x', DefaultAction: {}, VisibilityConfig: undefined as never },
  });
}

export async function startWorld(membership?: FakeBotMembership): Promise<World> {
  const mint = {
    address: MINT,
    supply: 1_000_000_000_000_000n,
    decimals: 6,
    mintAuthority: null,
    freezeAuthority: null,
  };
  const stablecoin = {
    address: STABLECOIN,
    supply: 5_000_000n,
    decimals: 6,
    mintAuthority: null,
    freezeAuthority: null,
  };
  const chain = await startFakeSolanaRpc({ mints: [mint, stablecoin], balances: { [VAULT]: 2_500_000_000 } });
  chain.apply({
    squads: {
      multisigs: [
        {
          createKey: CREATE_KEY,
          threshold: 2,
          members: [{ key: fakeKeyAddress('preflight-a') }, { key: fakeKeyAddress('preflight-b') }],
        },
      ],
    },
  });
  const witness = await startFakeSolanaRpc({ mints: [mint] });
  // Three holders both providers see: the newcomer check asks the witness about their token accounts.
  for (const [i, amount] of [5_000_000n, 700_000n, 42n].entries()) {
    chain.setHolding(MINT, fakePublicKey(`preflight-holder-${i}`), amount);
    witness.setHolding(MINT, fakePublicKey(`preflight-holder-${i}`), amount);
  }
  const vendor = await startFakeRpcVendor(witness.url);
  chain.setSlot(SLOT);
  witness.setSlot(SLOT - 3);
  const telegram = await startFakeTelegram(FAKE_TELEGRAM, membership);
  const discord = await startFakeDiscord();
  const google = await startFakeGoogle();
  google.databases.set(PROJECT, new Set(DATABASES));
  const granted: Record<string, string[]> = {
    'service-account': ['firebaseauth.users.get', 'firebaseauth.users.update'],
  };
  const serviceAccounts = Object.fromEntries(
    IDENTITIES.map((identity) => [
      identity.id,
      google.addServiceAccount(PROJECT, `site-${identity.id}`, granted[identity.id] ?? []).keyFile,
    ]),
  );
  google.policies.set(PROJECT, policyOf(serviceAccounts));
  const googleAccessToken = google.userToken(PROJECT, ['resourcemanager.projects.getIamPolicy']);
  const raw = rawConfig();
  const secrets = {
    rpcUrl: `${chain.url}/?api-key=first-provider-key-0123456789`,
    // Another host for the same loopback: the fakes cannot run on two vendors' domains.
    witnessRpcUrl: `${vendor.url.replace('127.0.0.1', 'localhost')}/?api-key=witness-key-9876543210`,
    telegram: { ...FAKE_TELEGRAM },
    discordWebhookUrl: discord.webhookUrl,
    serviceAccounts,
  };
  awsAllOk();
  const world: World = {
    chain,
    witness,
    vendor,
    telegram,
    discord,
    google,
    raw,
    secrets,
    inputs: () => ({
      config: parseOperatorConfig(world.raw, { allowPlaceholders: false }) as OperatorConfig,
      secrets: world.secrets,
      endpoints: {
        telegramApi: telegram.url,
        googleToken: google.tokenUrl,
        firestoreApi: google.apiUrl,
        resourceManagerApi: google.apiUrl,
      },
      aws: awsClientsForTests('us-east-1'),
      allowHttp: true,
      timeoutMs: 5000,
      googleAccessToken,
    }),
    stop: async () => {
      await Promise.all([
        chain.stop(),
        witness.stop(),
        vendor.stop(),
        telegram.stop(),
        discord.stop(),
        google.stop(),
      ]);
    },
  };
  return world;
}

/** A condition on one database, as infra/README.md writes it ("Least-privilege Google identities"). */
export const onlyDatabase = (database: string) => ({
  title: `${database}-only`,
  expression: `resource.name == "projects/${PROJECT}/databases/${database}" || resource.name.startsWith("projects/${PROJECT}/databases/${database}/")`,
});

/** The project's bindings as the manual makes them, for the five keys' accounts (by identity id). */
function policyOf(keys: Record<string, string>): FakeBinding[] {
  const member = (id: string) =>
    `serviceAccount:${(JSON.parse(keys[id] ?? '{}') as { client_email: string }).client_email}`;
  return [
    { role: 'roles/owner', members: ['user:operator@token.test'] },
    { role: 'roles/datastore.viewer', members: [member('service-account-reader')] },
    {
      role: 'roles/datastore.user',
      members: [member('service-account-holder-feed')],
      condition: onlyDatabase('chain'),
    },
    {
      role: 'roles/datastore.user',
      members: [member('service-account-watch')],
      condition: onlyDatabase('facts'),
    },
    {
      role: 'roles/datastore.user',
      members: [member('service-account-sender')],
      condition: onlyDatabase('(default)'),
    },
    {
      role: 'roles/datastore.user',
      members: [member('service-account')],
      condition: onlyDatabase('(default)'),
    },
    {
      role: 'roles/datastore.viewer',
      members: [member('service-account')],
      condition: onlyDatabase('chain'),
    },
    {
      role: 'roles/datastore.viewer',
      members: [member('service-account')],
      condition: onlyDatabase('facts'),
    },
    { role: 'roles/firebaseauth.admin', members: [member('service-account')] },
  ];
}

/** Real clients, answered by the mocks above: nothing leaves the machine. */
export function awsClientsForTests(region: string): AwsClients {
  const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test' };
  return {
    region,
    sts: new STSClient({ region, credentials }),
    cloudFormation: new CloudFormationClient({ region, credentials }),
    secrets: new SecretsManagerClient({ region, credentials }),
    acm: new ACMClient({ region: 'us-east-1', credentials }),
    waf: new WAFV2Client({ region: 'us-east-1', credentials }),
  };
}

export { FAKE_DISCORD_WEBHOOK };
