import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEvent } from '../../../scripts/local/gateway-event.js';
import { ROUTES } from '../../routes.js';
import { captureLogs, type LogLine } from '../../test/captured-logs.js';
import { METRICS_NAMESPACE } from './metric-names.js';

// ADR 26: what one request logs carries its own request id and the cold-start flag, and the figures
// it counted leave as one embedded-metric line (the format CloudWatch reads from the log).

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ORIGIN_SECRET = 'an-origin-secret-for-the-logging-test';
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode: number }>;

/** The ping route's handler, loaded afresh (a cold start), with the local stack's origin secret. */
async function coldPing(): Promise<(headers: Record<string, string>, requestId: string) => Promise<number>> {
  vi.resetModules();
  const route = ROUTES.find((r) => r.name === 'ping');
  if (!route) throw new Error('no ping route');
  const { handler } = (await import(pathToFileURL(resolve(ROOT, route.entry)).href)) as { handler: Handler };
  return async (headers, requestId) => {
    const event = buildEvent({ method: 'GET', url: route.path, headers }, route, {});
    event.requestContext.requestId = requestId;
    const context = {
      awsRequestId: randomUUID(),
      functionName: 'ping',
      getRemainingTimeInMillis: () => 10_000,
    } as unknown as Context;
    return (await handler(event, context)).statusCode;
  };
}

/** The embedded-metric lines among `lines`: their metrics by name, with namespace and dimensions. */
function metricLines(lines: LogLine[]) {
  return lines
    .filter((line) => '_aws' in line)
    .map((line) => {
      const [directive] = (
        line._aws as { CloudWatchMetrics: { Namespace: string; Dimensions: string[][] }[] }
      ).CloudWatchMetrics;
      return { namespace: directive?.Namespace, dimensions: directive?.Dimensions, line };
    });
}

let saved: NodeJS.ProcessEnv;
beforeEach(() => {
  saved = { ...process.env };
  Object.assign(process.env, {
    LOCAL_STACK: '1',
    ORIGIN_SECRET,
    FIREBASE_PROJECT_ID: 'demo-logging',
    ADMIN_UID: 'admin',
    DATABASE: 'none',
    POWERTOOLS_SERVICE_NAME: 'ping',
    // What the Lambda runtime sets for an ordinary instance: the logger's cold-start flag reads it.
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
  });
  delete process.env.POWERTOOLS_LOG_LEVEL;
  delete process.env.POWERTOOLS_DEV;
});
afterEach(() => {
  vi.restoreAllMocks();
  process.env = saved;
});

describe('the functions’ logs and metrics', () => {
  it('puts each request’s own id and the cold-start flag on its lines, and never the previous request’s', async () => {
    const ping = await coldPing();
    const logs = captureLogs();
    expect(await ping({ 'x-origin-verify': 'not-the-secret-at-all' }, 'request-one')).toBe(403);
    expect(await ping({}, 'request-two')).toBe(403);
    const warnings = logs.lines('warn');
    expect(warnings.map((l) => [l.message, l.correlation_id, l.cold_start, l.service])).toEqual([
      ['Request not from the CDN refused', 'request-one', true, 'ping'],
      ['Request not from the CDN refused', 'request-two', false, 'ping'],
    ]);
    const second = logs
      .text()
      .split('\n')
      .filter((line) => line.includes('request-two'));
    expect(second.join('\n')).not.toContain('request-one');
  });

  it('publishes what a request counted as one embedded-metric line under the catalogue’s namespace and service', async () => {
    const ping = await coldPing();
    const logs = captureLogs();
    await ping({}, 'refused');
    const metrics = metricLines(logs.lines());
    expect(metrics).toHaveLength(1);
    expect(metrics[0]).toMatchObject({ namespace: METRICS_NAMESPACE, dimensions: [['service']] });
    expect(metrics[0]?.line).toMatchObject({ service: 'api', OriginRefusals: 1 });
  });

  it('writes nothing for an ordinary answered request', async () => {
    const ping = await coldPing();
    const logs = captureLogs();
    expect(await ping({ 'x-origin-verify': ORIGIN_SECRET }, 'fine')).toBe(200);
    expect(logs.text()).toBe('');
  });

  it('writes readable lines in the local stack that asks for them (npm start), metrics included', async () => {
    process.env.LOCAL_LOG_FORMAT = 'text';
    const ping = await coldPing();
    const logs = captureLogs();
    await ping({ 'x-origin-verify': 'not-the-secret-at-all' }, 'request-one');
    expect(logs.lines()).toEqual([]);
    const text = logs.text().split('\n');
    expect(text).toContainEqual(
      expect.stringMatching(
        /^\d\d:\d\d:\d\d \[ping\] WARN {2}Request not from the CDN refused .*request=request-one \(cold start\)$/,
      ),
    );
    expect(text).toContainEqual(
      expect.stringMatching(
        /\[ping\] INFO {2}Metric counted metric=OriginRefusals value=1 metricService=api/,
      ),
    );
  });

  it('takes its level from the environment: at ERROR the warning is not written, the metric still is', async () => {
    process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
    const ping = await coldPing();
    const logs = captureLogs();
    await ping({}, 'quiet');
    expect(logs.lines('warn')).toEqual([]);
    expect(metricLines(logs.lines())).toHaveLength(1);
  });
});
