import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { testOperatorConfig } from '../../web/src/config/node/fixtures';
import { makeWebBuild, TEST_COMMIT, testApp } from '../test/fixtures';
import { addSiteStack } from './create-app';

/**
 * The logical id and type of every resource that holds data or outlives the stack: buckets, log groups
 * (their logs), secrets, and anything CloudFormation retains or snapshots. CloudFormation replaces a
 * resource whose logical id changes, so a refactor that moves one of these would empty a bucket's
 * successor or drop a function's logs at the operator's next deploy. A new one is added here on purpose;
 * an id is never edited.
 */
const PINNED: Readonly<Record<string, string>> = {
  ApiAccessLogs50B185DB: 'AWS::Logs::LogGroup',
  ApiPingLogs8CE7B655: 'AWS::Logs::LogGroup',
  ApiListEntriesLogsB9962A95: 'AWS::Logs::LogGroup',
  ApiCreateEntryLogsBB91CF9F: 'AWS::Logs::LogGroup',
  ApiUpdateEntryLogs0334079F: 'AWS::Logs::LogGroup',
  ApiDeleteEntryLogs101C840D: 'AWS::Logs::LogGroup',
  ApiMoveRoadmapItemLogs97310F62: 'AWS::Logs::LogGroup',
  ApiAdminListEntriesLogs6253BF29: 'AWS::Logs::LogGroup',
  ApiRecordSignInLogsD68959DF: 'AWS::Logs::LogGroup',
  ApiSignOutEverywhereLogsB4BB9740: 'AWS::Logs::LogGroup',
  ApiLatestNewHolderLogsD59F3F1E: 'AWS::Logs::LogGroup',
  ApiHolderWebhookLogsAE4C530A: 'AWS::Logs::LogGroup',
  ApiHolderCountLogsB64607A3: 'AWS::Logs::LogGroup',
  ApiHolderDistributionLogs71DF2381: 'AWS::Logs::LogGroup',
  ApiHolderGrowthLogsFFE89B57: 'AWS::Logs::LogGroup',
  ApiTokenFactsLogs6545F766: 'AWS::Logs::LogGroup',
  ApiDonationWalletFactsLogs50E3FEFC: 'AWS::Logs::LogGroup',
  ApiListChartLinksLogsF0161527: 'AWS::Logs::LogGroup',
  ApiListLocalizedEntriesLogsB928A769: 'AWS::Logs::LogGroup',
  ApiListLocalizedChartLinksLogs64C738C3: 'AWS::Logs::LogGroup',
  ApiAnnouncementFeedLogsFD7762B4: 'AWS::Logs::LogGroup',
  ApiLocalizedAnnouncementFeedLogs258E3F9A: 'AWS::Logs::LogGroup',
  ApiNewsPageLogs36C7C404: 'AWS::Logs::LogGroup',
  // The donation routes (ADR 40).
  ApiDonationGoalGiftsLogsBB9CAB16: 'AWS::Logs::LogGroup',
  ApiDonationReceiptLogsF303AB4E: 'AWS::Logs::LogGroup',
  ApiDonationWebhookLogsA7A6C1DD: 'AWS::Logs::LogGroup',
  ApiDonateActionGetLogs27D9847E: 'AWS::Logs::LogGroup',
  ApiDonateActionPostLogs88EAB460: 'AWS::Logs::LogGroup',
  ApiDonateActionOptionsLogsBBF4EB3B: 'AWS::Logs::LogGroup',
  ApiDonateGoalActionGetLogsD2B644F3: 'AWS::Logs::LogGroup',
  ApiDonateGoalActionPostLogsB40685A7: 'AWS::Logs::LogGroup',
  ApiDonateGoalActionOptionsLogsA8973DA0: 'AWS::Logs::LogGroup',
  ApiGetPrivacyPolicyLogs52E4622F: 'AWS::Logs::LogGroup',
  ApiAdminListChartLinksLogsEB5D0B63: 'AWS::Logs::LogGroup',
  ApiCreateChartLinkLogs1106DBD2: 'AWS::Logs::LogGroup',
  ApiUpdateChartLinkLogs21FE0067: 'AWS::Logs::LogGroup',
  ApiDeleteChartLinkLogsF317E022: 'AWS::Logs::LogGroup',
  ApiUpdatePrivacyPolicyLogsDB18BE7C: 'AWS::Logs::LogGroup',
  ApiResetPrivacyPolicyLogs8EE57A46: 'AWS::Logs::LogGroup',
  ApiListRecentChangesLogs1C6FA328: 'AWS::Logs::LogGroup',
  ApiListEntryHistoryLogs4F3BD803: 'AWS::Logs::LogGroup',
  ApiRevertVersionLogs8CFED1A8: 'AWS::Logs::LogGroup',
  ApiListBinLogsB794FF1C: 'AWS::Logs::LogGroup',
  ApiAdminListOutflowsLogs29220801: 'AWS::Logs::LogGroup',
  ApiSaveLedgerNoteLogs92F9E606: 'AWS::Logs::LogGroup',
  ApiAdminListUnreadLedgerLogsFBBE0A82: 'AWS::Logs::LogGroup',
  ApiRestoreFromBinLogs98189EC9: 'AWS::Logs::LogGroup',
  HolderReconcilerLogsD343F405: 'AWS::Logs::LogGroup',
  ApiDonationLedgerLogsA74566DF: 'AWS::Logs::LogGroup',
  ApiDonationLedgerPageLogs45C83DA4: 'AWS::Logs::LogGroup',
  LedgerImportLogs67924078: 'AWS::Logs::LogGroup',
  ApiDonationWalletControlLogs579E482A: 'AWS::Logs::LogGroup',
  ApiDonationWalletControlChangesLogsF9E87AC5: 'AWS::Logs::LogGroup',
  WalletControlWatchLogs5FADA5DB: 'AWS::Logs::LogGroup',
  TokenSafetyWatchLogs1B33D976: 'AWS::Logs::LogGroup',
  SiteLogBucket150DDC0F: 'AWS::S3::Bucket',
  SiteBucket978D4AEB: 'AWS::S3::Bucket',
  CustomCDKBucketDeployment8693BB64968944B69AAFB0CC9EB8756C512MiBLogGroup4F3F55A8: 'AWS::Logs::LogGroup',
  BackupsBucket2936A3AA: 'AWS::S3::Bucket',
  BackupsLogsD3C4FA73: 'AWS::Logs::LogGroup',
  BinPurgeLogs7D082911: 'AWS::Logs::LogGroup',
  ApiAdminListDeliveriesLogsA63BB784: 'AWS::Logs::LogGroup',
  ApiActOnDeliveryLogs1228E0A4: 'AWS::Logs::LogGroup',
  AnnouncementDeliveryLogs151D2BE6: 'AWS::Logs::LogGroup',
};

const STATEFUL_TYPES = new Set(['AWS::S3::Bucket', 'AWS::Logs::LogGroup', 'AWS::SecretsManager::Secret']);
const KEPT = new Set(['Retain', 'RetainExceptOnCreate', 'Snapshot']);

describe('stateful logical ids', () => {
  let stateful: Record<string, string>;

  beforeAll(() => {
    // The configuration that creates the most resources: alarms on, change checks on (the default).
    const app = testApp();
    const config = testOperatorConfig({ alarmEmail: 'ops@token.test' });
    const stack = addSiteStack(app, {
      config,
      webBuildPath: makeWebBuild({ config }),
      commit: TEST_COMMIT,
      env: { region: 'us-east-1' },
    });
    const resources = Template.fromStack(stack).toJSON().Resources as Record<
      string,
      { Type: string; DeletionPolicy?: string; UpdateReplacePolicy?: string }
    >;
    stateful = Object.fromEntries(
      Object.entries(resources)
        .filter(
          ([, r]) =>
            STATEFUL_TYPES.has(r.Type) ||
            KEPT.has(r.DeletionPolicy ?? '') ||
            KEPT.has(r.UpdateReplacePolicy ?? ''),
        )
        .map(([id, r]) => [id, r.Type]),
    );
  }, 120_000);

  it('keeps the logical id of every bucket, log group, secret and retained resource', () => {
    const missing = Object.keys(PINNED).filter((id) => stateful[id] !== PINNED[id]);
    expect(missing, 'renamed or removed: the next deploy would replace them').toEqual([]);
  });

  it('lists every stateful resource of the stack, so a new one is pinned from its first deploy', () => {
    const unlisted = Object.keys(stateful).filter((id) => !(id in PINNED));
    expect(unlisted, 'add these to PINNED').toEqual([]);
  });
});
