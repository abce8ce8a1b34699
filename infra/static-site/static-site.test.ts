import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeWebBuild, testApp } from '../test/fixtures';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import { StaticSite } from './static-site';

function siteStack(options: { customDomain?: boolean; webBuildPath?: string } = {}): Stack {
  const stack = new Stack(testApp(), 'SiteTest');
  new StaticSite(stack, 'Site', {
    webBuildPath: options.webBuildPath ?? makeWebBuild(),
    apiOrigin: new origins.HttpOrigin('api.invalid'),
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

describe('StaticSite', () => {
  let template: Template;
  beforeAll(() => {
    template = Template.fromStack(siteStack());
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

  it('redirects HTTP to HTTPS on every behaviour, over HTTP/2 and HTTP/3, compressed', () => {
    const config = distribution(template);
    expect(config.HttpVersion).toBe('http2and3');
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(behaviour.Compress).toBe(true);
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/SecurityHeaders/) });
    }
  });

  it('sends the security headers with the strict CSP', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
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
    expect(Object.keys(byPattern).sort()).toEqual(['/api', '/api/*', '/assets/*']);
    expect(byPattern['/assets/*'].FunctionAssociations).toBeUndefined();
    expect(byPattern['/api'].FunctionAssociations).toHaveLength(1);
    expect(byPattern['/api/*'].FunctionAssociations).toHaveLength(1);
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

  it('caches API answers only as long as the handler allows, five minutes at most', () => {
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: 300,
        ParametersInCacheKeyAndForwardedToOrigin: {
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
          QueryStringsConfig: { QueryStringBehavior: 'all' },
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
      Exclude: ['assets/*'],
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
});
