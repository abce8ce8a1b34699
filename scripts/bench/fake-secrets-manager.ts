import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Secrets Manager's GetSecretValue over its real wire format (AWS JSON 1.1), so a
 * bundle reads its secrets through the SDK as deployed (`AWS_ENDPOINT_URL_SECRETS_MANAGER` points the
 * SDK here). A secret has one version: AWSPREVIOUS is not found, as for a secret set once.
 */
export async function startFakeSecretsManager(values: ReadonlyMap<string, string>) {
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const { SecretId, VersionStage } = JSON.parse(text || '{}') as {
        SecretId?: string;
        VersionStage?: string;
      };
      const value = SecretId ? values.get(SecretId) : undefined;
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (value === undefined || (VersionStage && VersionStage !== 'AWSCURRENT')) {
        res.writeHead(400).end(
          JSON.stringify({
            __type: 'ResourceNotFoundException',
            message: 'Secrets Manager can’t find the secret.',
          }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          ARN: SecretId,
          Name: 'bench',
          SecretString: value,
          VersionId: 'v1',
          VersionStages: ['AWSCURRENT'],
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
