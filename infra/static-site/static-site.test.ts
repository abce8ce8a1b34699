import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlFiles, inlineHashes } from '../../web/build-plugins/build-stamp';
import { loadHandler } from '../edge/viewer-request-code';
import { makeWebBuild, testApp } from '../test/fixtures';
import { StaticSite } from './static-site';

const CHART_HOSTS = ['dexscreener.com', 'birdeye.so'];

function siteStack(options: { customDomain?: boolean; webBuildPath?: string; ipv6?: boolean } = {}): Stack {
  const stack = new Stack(testApp(), 'SiteTest');
  new StaticSite(stack, 'Site', {
    webBuildPath: options.webBuildPath ?? makeWebBuild(),
    chartHosts: CHART_HOSTS,
    apiOrigin: new origins.HttpOrigin('api.invalid'),
    ...(options.ipv6 === undefined ? {} : { ipv6: options.ipv6 }),
    ...(options.customDomain
      ? {
          domainNames: ['token.test'],
          certificate: acm.Certificate.fromCertificateArn(
            stack,
            'Cert',
            'arn:aws:acm:us-east-1:111122223333:certificate/00000000-0000-0000-0000-000000000000',
          ),
        }
      : {}),
  });
  return stack;
}

const distribution = (template: Template) =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig;

const cspOf = (template: Template): string =>
  Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0]?.Properties
    .ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;

/** The viewer-request function exactly as the template carries it, evaluated. */
function templateFunction(template: Template) {
  const fn = Object.values(template.findResources('AWS::CloudFront::Function'))[0];
  return loadHandler<
    unknown,
    {
      statusCode?: number;
      uri?: string;
      body?: { data: string };
      headers?: Record<string, { value: string }>;
    }
  >(fn?.Properties.FunctionCode);
}

const viewerRequest = (uri: string) => ({
  version: '1.0',
  context: { eventType: 'viewer-request' },
  viewer: { ip: '192.0.2.1' },
  request: { method: 'GET', uri, querystring: {}, headers: {}, cookies: {} },
});

describe('StaticSite', () => {
  let template: Template;
  let webBuildPath: string;
  beforeAll(() => {
    webBuildPath = makeWebBuild();
    template = Template.fromStack(siteStack({ webBuildPath }));
  });

  it('keeps both buckets private, SSL-only and encrypted', () => {
    template.resourceCountIs('AWS::S3::Bucket', 2);
    template.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
    const policies = template.findResources('AWS::S3::BucketPolicy');
    expect(Object.keys(policies)).toHaveLength(2);
    for (const policy of Object.values(policies)) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });

  it('logs S3 and CloudFront access to the log bucket', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 's3/' },
    });
    expect(distribution(template).Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('reads the bucket through origin access control only', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
    });
    const s3Origin = distribution(template).Origins.find(
      (o: { S3OriginConfig?: unknown }) => o.S3OriginConfig,
    );
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity).toBe('');
  });

  it('answers over IPv4 only unless told otherwise: per-client limits count whole IPv6 addresses (ADR 34)', () => {
    expect(distribution(template).IPV6Enabled).toBe(false);
    expect(distribution(Template.fromStack(siteStack({ webBuildPath, ipv6: true }))).IPV6Enabled).toBe(true);
  });

  it('redirects HTTP to HTTPS on every behaviour, over HTTP/2 and HTTP/3, compressed', () => {
    const config = distribution(template);
    expect(config.HttpVersion).toBe('http2and3');
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(behaviour.Compress).toBe(true);
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/SecurityHeaders/) });
    }
  });

  it('sends a CSP with every inline style and script hash the build needs, and no unsafe-inline', () => {
    const csp = cspOf(template);
    const needed = htmlFiles(webBuildPath).map((file) =>
      inlineHashes(readFileSync(join(webBuildPath, file), 'utf8')),
    );
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(needed.flatMap((h) => h.styleHashes).length).toBeGreaterThan(1);
    for (const hash of needed.flatMap((h) => h.styleHashes)) expect(directive('style-src')).toContain(hash);
    for (const hash of needed.flatMap((h) => h.scriptHashes)) expect(directive('script-src')).toContain(hash);
    expect(csp).not.toContain('unsafe-inline');
    expect(directive('default-src')).toEqual(["'none'"]);
    expect(directive('img-src')).toEqual(["'self'"]);
    expect(directive('frame-src')).toEqual(['https://dexscreener.com', 'https://birdeye.so']);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends the security headers', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: cspOf(template), Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63_072_000,
            IncludeSubdomains: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      },
    });
  });

  it('sends Cross-Origin-Resource-Policy: same-origin on pages, assets and the API', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        Comment: 'Security headers for the site and its API',
        CustomHeadersConfig: {
          Items: Match.arrayWith([
            { Header: 'Cross-Origin-Resource-Policy', Value: 'same-origin', Override: true },
          ]),
        },
      },
    });
    const config = distribution(template);
    const policyOf = (behaviour: { ResponseHeadersPolicyId: { Ref: string } }) =>
      template.findResources('AWS::CloudFront::ResponseHeadersPolicy')[behaviour.ResponseHeadersPolicyId.Ref]
        ?.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items;
    const corp = (behaviour: { ResponseHeadersPolicyId: { Ref: string } }) =>
      policyOf(behaviour).find((h: { Header: string }) => h.Header === 'Cross-Origin-Resource-Policy').Value;
    expect(corp(config.DefaultCacheBehavior)).toBe('same-origin');
    for (const behaviour of config.CacheBehaviors) {
      const embeddable = ['/brand/*', '/share-card.png', '/news-cards/*', '/actions.json'].includes(
        behaviour.PathPattern,
      );
      expect([behaviour.PathPattern, corp(behaviour)]).toEqual([
        behaviour.PathPattern,
        embeddable ? 'cross-origin' : 'same-origin',
      ]);
    }
  });

  it('lets other sites embed only the share card and the brand folder (cross-origin), with the same CSP', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        CustomHeadersConfig: {
          Items: Match.arrayWith([
            { Header: 'Cross-Origin-Resource-Policy', Value: 'cross-origin', Override: true },
          ]),
        },
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: cspOf(template), Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        }),
      },
    });
    template.resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 3);
  });

  it('serves the Solana Actions manifest to any origin, and nothing else (ADR 40)', () => {
    const behaviours = distribution(template).CacheBehaviors as {
      PathPattern: string;
      ResponseHeadersPolicyId: { Ref: string };
    }[];
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const corsOf = (path: string) => {
      const behaviour = behaviours.find((b) => b.PathPattern === path);
      return (
        behaviour &&
        policies[behaviour.ResponseHeadersPolicyId.Ref]?.Properties.ResponseHeadersPolicyConfig.CorsConfig
      );
    };
    expect(corsOf('/actions.json')).toMatchObject({
      AccessControlAllowOrigins: { Items: ['*'] },
      AccessControlAllowCredentials: false,
      OriginOverride: true,
    });
    const withCors = Object.values(policies).filter(
      (p) => p.Properties.ResponseHeadersPolicyConfig.CorsConfig,
    );
    expect(withCors).toHaveLength(1);
  });

  it("answers unknown site paths 404 with the build's page and the security headers, from the function", () => {
    const handler = templateFunction(template);
    const answer = handler(viewerRequest('/no-such-page'));
    expect(answer.statusCode).toBe(404);
    expect(answer.body?.data).toBe(readFileSync(join(webBuildPath, '404.html'), 'utf8'));
    expect(answer.headers?.['content-type']?.value).toBe('text/html; charset=utf-8');
    expect(answer.headers?.['content-security-policy']?.value).toBe(cspOf(template));
    expect(handler(viewerRequest('/404.html')).statusCode).toBe(404);
    expect(handler(viewerRequest('/build-stamp.json')).statusCode).toBe(404);
  });

  it("passes the build's files, section routes and the API's routes on to their origins", () => {
    const handler = templateFunction(template);
    expect(handler(viewerRequest('/brand/brand-pack.zip')).uri).toBe('/brand/brand-pack.zip');
    expect(handler(viewerRequest('/roadmap')).uri).toBe('/index.html');
    expect(handler(viewerRequest('/brand/')).uri).toBe('/brand/index.html');
    expect(handler(viewerRequest('/api/canonical/faq/')).uri).toBe('/api/canonical/faq');
  });

  it('answers an API path no route has with 404 JSON and the security headers, from the function', () => {
    const answer = templateFunction(template)(viewerRequest('/api/canonical/anything'));
    expect(answer.statusCode).toBe(404);
    expect(answer.headers?.['content-type']?.value).toBe('application/json; charset=utf-8');
    expect(answer.headers?.['content-security-policy']?.value).toBe(cspOf(template));
    expect(JSON.parse(answer.body?.data ?? '')).toEqual({ success: false, message: 'Not found' });
  });

  it("never holds an origin 5xx at the edge, and rewrites no answer (the API's JSON errors stay)", () => {
    const responses = distribution(template).CustomErrorResponses as Record<string, unknown>[];
    expect(responses.map((r) => r.ErrorCode).sort()).toEqual([500, 501, 502, 503, 504]);
    for (const response of responses) {
      // Only the error caching TTL: no ResponsePagePath or ResponseCode that would replace the body.
      expect(response).toEqual({ ErrorCode: response.ErrorCode, ErrorCachingMinTTL: 0 });
    }
  });

  it('drops the query string and Authorization of public API reads in the function, keeps them on writes', () => {
    const handler = templateFunction(template) as (event: unknown) => {
      uri: string;
      querystring: Record<string, unknown>;
      headers: Record<string, { value: string }>;
    };
    const request = (method: string, uri: string) => ({
      version: '1.0',
      context: { eventType: 'viewer-request' },
      viewer: { ip: '192.0.2.1' },
      request: {
        method,
        uri,
        querystring: { r: { value: '8f3a' } },
        headers: { authorization: { value: 'Bearer random' }, accept: { value: 'application/json' } },
        cookies: {},
      },
    });
    const read = handler(request('GET', '/api/facts/token'));
    expect(read.querystring).toEqual({});
    expect(read.headers).toEqual({ accept: { value: 'application/json' } });
    const write = handler(request('POST', '/api/canonical/faq'));
    expect(write.headers.authorization).toEqual({ value: 'Bearer random' });
  });

  it('runs the viewer-request function on pages and API, not on hashed assets', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
      FunctionCode: Match.stringLikeRegexp("'/brand-pack': '/brand/brand-pack.zip'"),
    });
    const config = distribution(template);
    const functionArn = { 'Fn::GetAtt': [Match.stringLikeRegexp('ViewerRequest'), 'FunctionARN'] };
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        DefaultCacheBehavior: {
          FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: functionArn }],
        },
      },
    });
    const byPattern = Object.fromEntries(
      config.CacheBehaviors.map((b: { PathPattern: string }) => [b.PathPattern, b]),
    );
    expect(Object.keys(byPattern).sort()).toEqual([
      '/*/news/?*',
      '/actions.json',
      '/api',
      '/api/*',
      '/assets/*',
      '/brand/*',
      '/news-cards/*',
      '/news/?*',
      '/share-card.png',
    ]);
    expect(byPattern['/assets/*'].FunctionAssociations).toBeUndefined();
    expect(byPattern['/brand/*'].FunctionAssociations).toHaveLength(1);
    expect(byPattern['/api'].FunctionAssociations).toHaveLength(1);
    expect(byPattern['/api/*'].FunctionAssociations).toHaveLength(1);
    expect(byPattern['/news/?*'].FunctionAssociations).toHaveLength(1);
    expect(byPattern['/*/news/?*'].FunctionAssociations).toHaveLength(1);
  });

  // behaviour §14.2, ADR 39: an announcement's own page is the API's, cached as the handler says.
  it("sends an announcement's own page (/news/<slug>, /<locale>/news/<slug>) to the API, GET and HEAD only", () => {
    const config = distribution(template);
    const apiBehaviour = config.CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === '/api/*',
    );
    for (const pattern of ['/news/?*', '/*/news/?*']) {
      const news = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
      expect(news.TargetOriginId).toBe(apiBehaviour.TargetOriginId);
      expect(news.CachePolicyId).toEqual(apiBehaviour.CachePolicyId);
      expect(news.OriginRequestPolicyId).toBe(apiBehaviour.OriginRequestPolicyId);
      expect(news.AllowedMethods).toEqual(['GET', 'HEAD']);
      expect(news.ViewerProtocolPolicy).toBe('redirect-to-https');
    }
    // The pages' behaviours come after the more precise ones, so /assets/* and /brand/* keep theirs.
    const order = config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    expect(order.indexOf('/*/news/?*')).toBeGreaterThan(order.indexOf('/brand/*'));
    const handler = templateFunction(template);
    expect(handler(viewerRequest('/ar/news/abc')).uri).toBe('/api/pages/ar/news/abc');
  });

  it('sends every method to the API, forwarding viewer headers except Host', () => {
    const api = distribution(template).CacheBehaviors.filter((b: { PathPattern: string }) =>
      b.PathPattern.startsWith('/api'),
    );
    for (const behaviour of api) {
      expect(behaviour.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']);
      expect(behaviour.CachedMethods).toEqual(['GET', 'HEAD']);
      // Managed policy AllViewerExceptHostHeader.
      expect(behaviour.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    }
  });

  it('caches API answers only as long as the handler allows, five minutes at most, keyed on no query string', () => {
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: 300,
        ParametersInCacheKeyAndForwardedToOrigin: {
          // Forwarded for the administrator's writes; public reads lose it in the viewer-request function.
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        },
      },
    });
  });

  it('caches hashed assets with the managed CachingOptimized policy', () => {
    const assets = distribution(template).CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === '/assets/*',
    );
    expect(assets.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
  });

  it('uploads hashed assets immutable and unpruned, pages no-cache with an invalidation', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'no-cache' },
      Exclude: ['assets/*', 'build-stamp.json'],
      DistributionPaths: ['/*'],
    });
  });

  it('serves the default certificate without forcing a TLS policy it cannot apply', () => {
    expect(distribution(template).ViewerCertificate).toBeUndefined();
  });
});

describe('StaticSite options', () => {
  it('serves a custom domain over TLS 1.2 or newer', () => {
    const template = Template.fromStack(siteStack({ customDomain: true }));
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['token.test'],
        ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      },
    });
  });

  it('warns when the build lacks a redirect target', () => {
    const webBuildPath = makeWebBuild();
    rmSync(join(webBuildPath, 'brand', 'brand-pack.zip'));
    Annotations.fromStack(siteStack({ webBuildPath })).hasWarning(
      '/SiteTest/Site',
      Match.stringLikeRegexp('lacks brand/brand-pack.zip'),
    );
  });

  it('refuses to synthesize without a web build, saying how to make one', () => {
    expect(() => siteStack({ webBuildPath: '/nonexistent/web/dist' })).toThrow(
      /No web build at \/nonexistent\/web\/dist.*build the web app first/,
    );
  });

  it('refuses a build without a stamp, saying how to rebuild', () => {
    const webBuildPath = makeWebBuild();
    rmSync(join(webBuildPath, 'build-stamp.json'));
    expect(() => siteStack({ webBuildPath })).toThrow(/has no build stamp.*npm run build:web/);
  });

  it("refuses a CSP over CloudFront's length limit", () => {
    const stack = new Stack(testApp(), 'TooLong');
    const chartHosts = Array.from({ length: 80 }, (_, i) => `chart-host-number-${i}.test`);
    expect(() => new StaticSite(stack, 'Site', { webBuildPath: makeWebBuild(), chartHosts })).toThrow(
      /over CloudFront's limit of 1783/,
    );
  });
});
