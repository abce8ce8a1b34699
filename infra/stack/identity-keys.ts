import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { DATABASE_IDENTITIES, type DatabaseIdentity } from '../../lambdas/routes';
import type { DeployConfig } from '../../web/src/config/node/deploy-config';

/** Where each identity's key secret is named in the deploy configuration, and its construct id. */
const KEYS = {
  admin: { setting: 'serviceAccountSecretName', id: 'ServiceAccountSecret' },
  reader: { setting: 'readerServiceAccountSecretName', id: 'ReaderServiceAccountSecret' },
  'holder-feed': { setting: 'holderFeedServiceAccountSecretName', id: 'HolderFeedServiceAccountSecret' },
  watch: { setting: 'watchServiceAccountSecretName', id: 'WatchServiceAccountSecret' },
  sender: { setting: 'senderServiceAccountSecretName', id: 'SenderServiceAccountSecret' },
} as const satisfies Record<DatabaseIdentity, { setting: keyof DeployConfig; id: string }>;

/**
 * The service-account key secret of each Google identity (ADR 20), imported by name: the operator
 * stores them (`npm run secret:service-account…`), so no key passes through CloudFormation. The five
 * names must differ, or one identity's functions would read another's key.
 */
export function importIdentityKeys(
  scope: Construct,
  config: DeployConfig,
): Record<DatabaseIdentity, secretsmanager.ISecret> {
  const names = DATABASE_IDENTITIES.map((identity) => config[KEYS[identity].setting]);
  if (new Set(names).size !== names.length) {
    throw new Error(
      `deploy: ${DATABASE_IDENTITIES.map((identity) => KEYS[identity].setting).join(', ')} must name five ` +
        'different secrets, one key per Google identity (infra/README.md, "Least-privilege Google identities").',
    );
  }
  const keys = DATABASE_IDENTITIES.map((identity) => {
    const { id, setting } = KEYS[identity];
    return [identity, secretsmanager.Secret.fromSecretNameV2(scope, id, config[setting])] as const;
  });
  return Object.fromEntries(keys) as Record<DatabaseIdentity, secretsmanager.ISecret>;
}
