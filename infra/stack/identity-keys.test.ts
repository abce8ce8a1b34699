import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { testApp, testConfig } from '../test/fixtures';
import { importIdentityKeys } from './identity-keys';

describe('importIdentityKeys', () => {
  it("imports each identity's key by the name the configuration gives it", () => {
    const stack = new Stack(testApp(), 'Keys');
    const keys = importIdentityKeys(stack, testConfig());
    expect(JSON.stringify(stack.resolve(keys.reader.secretArn))).toContain(
      ':secret:meme-token-site/firebase-reader',
    );
    expect(JSON.stringify(stack.resolve(keys['holder-feed'].secretArn))).toContain(
      ':secret:meme-token-site/firebase-holder-feed',
    );
    expect(JSON.stringify(stack.resolve(keys.watch.secretArn))).toContain(
      ':secret:meme-token-site/firebase-watch',
    );
    expect(JSON.stringify(stack.resolve(keys.sender.secretArn))).toContain(
      ':secret:meme-token-site/firebase-sender',
    );
    expect(JSON.stringify(stack.resolve(keys.admin.secretArn))).toContain(
      ':secret:meme-token-site/firebase-service-account',
    );
  });

  it('refuses one secret named for two identities, naming the settings', () => {
    const stack = new Stack(testApp(), 'Shared');
    const config = testConfig({ readerServiceAccountSecretName: 'meme-token-site/firebase-service-account' });
    expect(() => importIdentityKeys(stack, config)).toThrow(
      /readerServiceAccountSecretName, holderFeedServiceAccountSecretName, watchServiceAccountSecretName, senderServiceAccountSecretName, serviceAccountSecretName must name five different secrets/,
    );
  });
});
