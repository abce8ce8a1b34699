import { readFileSync } from 'node:fs';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as sns from 'aws-cdk-lib/aws-sns';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE_THROTTLES, DEFAULT_STAGE_THROTTLE } from '../api/api';
import { loadHandler, viewerRequestCode } from '../edge/viewer-request-code';
import { testApp } from '../test/fixtures';
import { rulesMeeting, type WafRequest, type WafRule } from '../test/waf-statements';
import {
  CROWD_CLIENTS,
  crowdProofRates,
  DEFAULT_PER_CLIENT_LIMITS,
  EDGE_REFUSALS,
  EdgeFirewall,
  MANAGED_RULES,
  RATE_RULES,
} from './edge-firewall';

function firewallTemplate(props: ConstructorParameters<typeof EdgeFirewall>[2] = {}) {
  const stack = new Stack(testApp(), 'FirewallTest', { env: { region: 'us-east-1' } });
  new EdgeFirewall(stack, 'Firewall', props);
  return Template.fromStack(stack);
}

const rateRule = (name: string, limit: number, window = 60) =>
  Match.objectLike({
    Name: name,
    Statement: {
      RateBasedStatement: Match.objectLike({
        AggregateKeyType: 'IP',
        Limit: limit,
        EvaluationWindowSec: window,
      }),
    },
    Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'TooManyRequests' } } },
  });

describe('EdgeFirewall', () => {
  const template = firewallTemplate({ alarmTopic: undefined });

  it('is a CLOUDFRONT web ACL that allows by default and blocks per client IP on each rate rule', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        rateRule('AdminWritesPerClient', DEFAULT_PER_CLIENT_LIMITS.adminWrites),
        rateRule('AdminReadsPerClient', DEFAULT_PER_CLIENT_LIMITS.adminReads),
        rateRule('WebhookPerClient', DEFAULT_PER_CLIENT_LIMITS.webhook),
        rateRule('ApiPerClient', DEFAULT_PER_CLIENT_LIMITS.api),
      ]),
      CustomResponseBodies: {
        TooManyRequests: {
          ContentType: 'APPLICATION_JSON',
          Content: Match.stringLikeRegexp('"success":false'),
        },
      },
    });
  });

  it('scopes each rate rule to its routes: admin writes, admin reads, the webhook, all of /api', () => {
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL'));
    const rules = acl?.Properties.Rules as { Name: string; Priority: number; Statement: unknown }[];
    const scope = (name: string) => JSON.stringify(rules.find((r) => r.Name === name)?.Statement);
    expect(scope('AdminWritesPerClient')).toContain('"NotStatement"');
    expect(scope('AdminWritesPerClient')).toContain('"SearchString":"/api/new-holders/webhook"');
    expect(scope('AdminReadsPerClient')).toContain('"SearchString":"/api/admin/"');
    expect(scope('WebhookPerClient')).toContain('"SearchString":"/api/new-holders/webhook"');
    expect(scope('ApiPerClient')).toContain('"SearchString":"/api"');
    expect(rules.map((r) => r.Name)).toEqual([...EDGE_REFUSALS, ...RATE_RULES, ...MANAGED_RULES]);
    expect(rules.map((r) => r.Priority)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("adds AWS's IP reputation and known-bad-inputs rule groups, their own actions kept", () => {
    for (const name of MANAGED_RULES) {
      template.hasResourceProperties('AWS::WAFv2::WebACL', {
        Rules: Match.arrayWith([
          Match.objectLike({
            Name: name,
            OverrideAction: { None: {} },
            Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } },
          }),
        ]),
      });
    }
  });

  it('takes other limits, window and no managed rules', () => {
    const custom = firewallTemplate({
      limits: { adminWrites: 10, adminReads: 20, webhook: 30, api: 40 },
      windowSeconds: 300,
      managedRules: false,
    });
    custom.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: [
        Match.objectLike({ Name: 'AdminWithoutToken' }),
        Match.objectLike({ Name: 'WebhookWithoutSecret' }),
        rateRule('AdminWritesPerClient', 10, 300),
        rateRule('AdminReadsPerClient', 20, 300),
        rateRule('WebhookPerClient', 30, 300),
        rateRule('DonationReceiptsPerClient', 120, 300),
        rateRule('DonateActionsPerClient', 60, 300),
        rateRule('ApiPerClient', 40, 300),
      ],
    });
  });

  it("refuses a limit under WAF's minimum of 10", () => {
    expect(() => firewallTemplate({ limits: { ...DEFAULT_PER_CLIENT_LIMITS, adminWrites: 9 } })).toThrow(
      /limits.adminWrites is 9/,
    );
  });

  it('alarms on each rule’s blocked requests, with the WebACL and Rule dimensions', () => {
    const stack = new Stack(testApp(), 'Alarmed', { env: { region: 'us-east-1' } });
    new EdgeFirewall(stack, 'Firewall', {
      alarmTopic: new sns.Topic(stack, 'Topic'),
      blockedAlarmThreshold: 500,
    });
    const alarmed = Template.fromStack(stack);
    alarmed.resourceCountIs('AWS::CloudWatch::Alarm', 10);
    alarmed.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: Match.arrayWith([
        { Name: 'Rule', Value: 'AdminWritesPerClient' },
        { Name: 'WebACL', Value: 'SiteWebAcl' },
      ]),
      Threshold: 500,
      Statistic: 'Sum',
      Period: 300,
    });
    template.resourceCountIs('AWS::CloudWatch::Alarm', 0);
  });

  describe('one path, one meaning: WAF judges the path decoded, normalised and in lower case', () => {
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL'));
    const rules = acl?.Properties.Rules as WafRule[];
    const meeting = (request: WafRequest) =>
      rulesMeeting(rules, request).filter((name) => (RATE_RULES as readonly string[]).includes(name));
    const token = { authorization: 'Bearer a-token' };
    const edge = loadHandler<unknown, { statusCode?: number; uri?: string }>(
      viewerRequestCode({
        files: ['/index.html'],
        notFound: { body: '<html><title>Not found</title><h1>Not found</h1></main>', headers: {} },
      }),
    );
    const atEdge = (method: string, uri: string) =>
      edge({
        version: '1.0',
        context: { eventType: 'viewer-request' },
        viewer: { ip: '192.0.2.1' },
        request: { method, uri, querystring: {}, headers: { authorization: { value: 'x' } }, cookies: {} },
      });

    it('applies URL_DECODE, NORMALIZE_PATH and LOWERCASE, in that order, to every path match', () => {
      const pathMatches = JSON.stringify(rules).split('"FieldToMatch":{"UriPath":{}}').slice(1);
      expect(pathMatches.length).toBeGreaterThanOrEqual(5);
      for (const match of pathMatches) {
        expect(match).toMatch(
          /^,"PositionalConstraint":"(STARTS_WITH|EXACTLY|CONTAINS)","SearchString":"[a-z/-]+","TextTransformations":\[\{"Priority":0,"Type":"URL_DECODE"\},\{"Priority":1,"Type":"NORMALIZE_PATH"\},\{"Priority":2,"Type":"LOWERCASE"\}\]/,
        );
      }
    });

    it.each([
      '/api/admin/history',
      '/API/admin/history',
      '/Api/Admin/History',
      '//api/admin/history',
      '/api//admin/history',
      '/%61pi/admin/history',
      '/api/%61dmin/history',
      '/api/./admin/history',
      '/api/x/../admin/history',
    ])('counts GET %s as an administrator read and an API request', (path) => {
      expect(meeting({ method: 'GET', path, headers: token })).toEqual([
        'AdminReadsPerClient',
        'ApiPerClient',
      ]);
    });

    it.each(['/API/canonical/faq', '//api/canonical/faq', '/%61pi/canonical/faq', '/api/./canonical/faq'])(
      'counts POST %s as an administrator write and an API request',
      (path) => {
        expect(meeting({ method: 'POST', path, headers: token })).toEqual([
          'AdminWritesPerClient',
          'ApiPerClient',
        ]);
      },
    );

    it.each([
      '/api/new-holders/webhook',
      '/API/new-holders/WEBHOOK',
      '//api/new-holders/webhook',
      '/api/new-holders/%77ebhook',
    ])('counts POST %s as the webhook, never as an administrator write', (path) => {
      expect(meeting({ method: 'POST', path, headers: token })).toEqual(['WebhookPerClient', 'ApiPerClient']);
    });

    it('counts the donation routes under their own limits, the Action never as an administrator write (ADR 40)', () => {
      expect(meeting({ method: 'GET', path: '/api/donations/receipts/abc' })).toEqual([
        'DonationReceiptsPerClient',
        'ApiPerClient',
      ]);
      for (const method of ['POST', 'OPTIONS']) {
        expect(meeting({ method, path: '/api/actions/donate/goal' })).toEqual([
          'DonateActionsPerClient',
          'ApiPerClient',
        ]);
      }
      expect(meeting({ method: 'POST', path: '/API/donations/%77ebhook' })).toEqual([
        'WebhookPerClient',
        'ApiPerClient',
      ]);
    });

    it("counts an announcement's own page, which the API answers, under the API's limit (ADR 39)", () => {
      for (const path of ['/news/abc', '/es/news/abc', '/ar/NEWS/abc', '/%6Eews/abc']) {
        expect([path, meeting({ method: 'GET', path })]).toEqual([path, ['ApiPerClient']]);
      }
    });

    it('leaves the page alone, however spelt', () => {
      for (const path of ['/', '/es/roadmap', '/apiary', '/%61piary', '/brand/']) {
        expect(meeting({ method: 'GET', path })).toEqual([]);
      }
    });

    it('and the edge function never hands an odd spelling of an API path to the API', () => {
      for (const [method, path] of [
        ['GET', '/API/admin/history'],
        ['GET', '//api/admin/history'],
        ['GET', '/%61pi/admin/history'],
        ['GET', '/api/%61dmin/history'],
        ['POST', '/API/canonical/faq'],
        ['POST', '//api/new-holders/webhook'],
      ] as const) {
        expect(atEdge(method, path).statusCode, `${method} ${path}`).toBe(404);
      }
      expect(atEdge('GET', '/api/admin/history').statusCode).toBeUndefined();
    });
  });

  describe('refused at the edge before they count: requests no function would answer but with a 401', () => {
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL'));
    const rules = acl?.Properties.Rules as WafRule[];
    /** The first rule that would block the request outright (a refusal), or undefined. */
    const refusedBy = (request: WafRequest) =>
      rulesMeeting(rules, request).find((name) => (EDGE_REFUSALS as readonly string[]).includes(name));
    const bearer = { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln' };

    it('come before every rate rule, so a refused request never counts against a client or a throttle', () => {
      const priority = (name: string) => rules.find((r) => r.Name === name)?.Priority ?? -1;
      for (const refusal of EDGE_REFUSALS) {
        for (const rate of RATE_RULES) expect(priority(refusal)).toBeLessThan(priority(rate));
      }
    });

    it.each([
      ['POST', '/api/canonical/faq', {}],
      ['PUT', '/api/canonical/roadmap/abc', { authorization: 'Basic YWRtaW46cGFzcw==' }],
      ['DELETE', '/API/admin/chart-links/abc', {}],
      ['GET', '/api/admin/history', {}],
      ['GET', '//api/admin/bin', { authorization: 'bearer lower-case' }],
      ['HEAD', '/api/admin/history', { authorization: '' }],
    ])('refuses %s %s without a bearer token', (method, path, headers) => {
      expect(refusedBy({ method, path, headers })).toBe('AdminWithoutToken');
    });

    it('refuses the donation webhook without a secret-sized Authorization, and lets the Action through (ADR 40)', () => {
      expect(refusedBy({ method: 'POST', path: '/api/donations/webhook', headers: {} })).toBe(
        'WebhookWithoutSecret',
      );
      expect(
        refusedBy({
          method: 'POST',
          path: '/api/donations/webhook',
          headers: { authorization: 'x'.repeat(32) },
        }),
      ).toBeUndefined();
      for (const method of ['POST', 'OPTIONS']) {
        expect(refusedBy({ method, path: '/api/actions/donate', headers: {} })).toBeUndefined();
      }
    });

    it.each([
      ['POST', '/api/canonical/faq', bearer],
      ['GET', '/api/admin/history', bearer],
      ['GET', '/api/canonical/faq', {}],
      ['GET', '/api/holders/count', {}],
      ['GET', '/', {}],
    ])('lets %s %s through to the rate rules', (method, path, headers) => {
      expect(refusedBy({ method, path, headers })).toBeUndefined();
    });

    it('refuses a webhook delivery without a secret of the stored size (16 to 256), and only that', () => {
      const deliver = (authorization?: string) =>
        refusedBy({
          method: 'POST',
          path: '/api/new-holders/webhook',
          ...(authorization === undefined ? {} : { headers: { authorization } }),
        });
      expect(deliver()).toBe('WebhookWithoutSecret');
      expect(deliver('x'.repeat(15))).toBe('WebhookWithoutSecret');
      expect(deliver('x'.repeat(257))).toBe('WebhookWithoutSecret');
      expect(deliver('x'.repeat(16))).toBeUndefined();
      expect(deliver('x'.repeat(256))).toBeUndefined();
      // The provider's delivery carries the secret verbatim, no "Bearer": never taken for an admin write.
      expect(deliver('a-webhook-secret-of-44-characters-like-base64')).toBeUndefined();
    });

    it('answers 401 in the API shape with the functions’ own messages', () => {
      const bodies = acl?.Properties.CustomResponseBodies as Record<string, { Content: string }>;
      const answer = (rule: string) => {
        const action = rules.find((r) => r.Name === rule)?.Action as
          | { Block: { CustomResponse: Record<string, unknown> } }
          | undefined;
        const key = action?.Block.CustomResponse ?? {};
        expect(key.ResponseCode).toBe(401);
        return JSON.parse(bodies[key.CustomResponseBodyKey as string]?.Content ?? '{}') as {
          message: string;
        };
      };
      const adminAuth = readFileSync(new URL('../../lambdas/admin/admin-auth.ts', import.meta.url), 'utf8');
      const webhookAuth = readFileSync(
        new URL('../../lambdas/holders/webhook-auth.ts', import.meta.url),
        'utf8',
      );
      expect(adminAuth).toContain(`'${answer('AdminWithoutToken').message}'`);
      expect(webhookAuth).toContain(`'${answer('WebhookWithoutSecret').message}'`);
    });
  });

  describe(`shared throttles a crowd of ${CROWD_CLIENTS} clients cannot fill (ADR 34)`, () => {
    it('sizes each backstop at the crowd times the per-client limit, plus the rightful callers', () => {
      expect(crowdProofRates()).toEqual({ adminWrites: 15, adminReads: 30, webhook: 192, api: 250 });
      expect(crowdProofRates(DEFAULT_PER_CLIENT_LIMITS, 300)).toEqual({
        adminWrites: 7,
        adminReads: 14,
        webhook: 59,
        api: 90,
      });
    });

    it('sets the default throttles at or above those figures', () => {
      const least = crowdProofRates();
      expect(DEFAULT_ROUTE_THROTTLES.adminWrites.rateLimit).toBeGreaterThanOrEqual(least.adminWrites);
      expect(DEFAULT_ROUTE_THROTTLES.adminReads.rateLimit).toBeGreaterThanOrEqual(least.adminReads);
      expect(DEFAULT_ROUTE_THROTTLES.webhook.rateLimit).toBeGreaterThanOrEqual(least.webhook);
      expect(DEFAULT_STAGE_THROTTLE.rateLimit).toBeGreaterThanOrEqual(least.api);
    });
  });
});
