import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy } from 'aws-cdk-lib';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { BRAND_PACK, BRAND_PAGE } from '../../web/build-plugins/brand-page';
import { readBuildStamp } from '../../web/build-plugins/build-stamp';
import { NOT_FOUND_PAGE } from '../../web/build-plugins/not-found-page';
import { siteManifest, viewerRequestCode } from '../edge/viewer-request-code';
import {
  ACTIONS_MANIFEST_PATH,
  contentSecurityPolicy,
  EMBEDDABLE_PATH_PATTERNS,
  SecurityHeaders,
  securityHeaderValues,
} from './security-headers';
import { WebDeployment } from './web-deployment';

export { VIEWER_REQUEST_FUNCTION_FILE } from '../edge/viewer-request-code';

/** The paths of the announcements' own pages (behaviour §14.2), English and under a locale prefix. */
export const NEWS_PAGE_PATH_PATTERNS = ['/news/?*', '/*/news/?*'] as const;

/** Origin errors CloudFront may cache (its error caching minimum TTL): all set to 0. */
export const ORIGIN_ERROR_STATUSES = [500, 501, 502, 503, 504] as const;

/** Files of the web build that the viewer-request function redirects to (see infra/README.md). */
export const REDIRECT_TARGET_FILES = [BRAND_PAGE, BRAND_PACK];

/** Properties of {@link StaticSite}. */
export interface StaticSiteProps {
  /** Folder of the built web app (it must hold index.html, 404.html and the build stamp; hashed files under assets/). */
  readonly webBuildPath: string;
  /** Hosts the chart frame may show: the CSP's frame-src. */
  readonly chartHosts: readonly string[];
  /** Origin that answers `/api` and `/api/*`. @default - no API behaviour */
  readonly apiOrigin?: cloudfront.IOrigin;
  /** Custom domain names; requires `certificate`. @default - the distribution's cloudfront.net name */
  readonly domainNames?: string[];
  /** ACM certificate in us-east-1 covering `domainNames`. @default - none */
  readonly certificate?: acm.ICertificate;
  /** Edge locations to serve from. @default PRICE_CLASS_100, the cheapest: North America and Europe */
  readonly priceClass?: cloudfront.PriceClass;
  /** Days CloudFront and S3 access logs are kept. @default 90 */
  readonly logRetentionDays?: number;
  /** ARN of an AWS WAF web ACL (scope CLOUDFRONT) to attach. @default - none */
  readonly webAclId?: string;
  /**
   * Answer over IPv6 too. Off by default (ADR 34): the web ACL counts each full address, and one host
   * holds a /64 of them, so per-client limits mean little over IPv6. @default false
   */
  readonly ipv6?: boolean;
}

/**
 * The web build in a private S3 bucket behind CloudFront (origin access control, HTTPS only, security
 * headers, access logs), with the viewer-request function on page and API requests.
 */
export class StaticSite extends Construct {
  /** Private bucket holding the web build. */
  public readonly bucket: s3.Bucket;
  /** Bucket receiving the S3 and CloudFront access logs. */
  public readonly logBucket: s3.Bucket;
  /** The CloudFront distribution serving the site. */
  public readonly distribution: cloudfront.Distribution;
  /** The viewer-request CloudFront Function (redirects and section rewrites). */
  public readonly viewerRequestFunction: cloudfront.Function;
  /** The response headers policy with the security headers (`Cross-Origin-Resource-Policy: same-origin`). */
  public readonly securityHeaders: SecurityHeaders;
  /** The same headers with `Cross-Origin-Resource-Policy: cross-origin`, on the files other sites may show. */
  public readonly embeddableSecurityHeaders: SecurityHeaders;
  /** The response headers policy of the Solana Actions manifest: any origin may read it (ADR 40). */
  public readonly actionsManifestHeaders: SecurityHeaders;
  /** The Content-Security-Policy every answer carries. */
  public readonly contentSecurityPolicy: string;
  /** The commit the web build was made from (its stamp). */
  public readonly buildCommit: string;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    if (!existsSync(join(props.webBuildPath, 'index.html'))) {
      throw new Error(
        `No web build at ${props.webBuildPath} (index.html is missing): build the web app first ` +
          '(`npm run build:web`), then synthesize again.',
      );
    }
    const stamp = readBuildStamp(props.webBuildPath);
    if (!stamp || !existsSync(join(props.webBuildPath, NOT_FOUND_PAGE))) {
      throw new Error(
        `The web build at ${props.webBuildPath} has no build stamp or no ${NOT_FOUND_PAGE}: it was made by an ` +
          'older version of the build. Build it again with `npm run build:web`, then synthesize again.',
      );
    }
    const missingTargets = REDIRECT_TARGET_FILES.filter((f) => !existsSync(join(props.webBuildPath, f)));
    if (missingTargets.length > 0) {
      Annotations.of(this).addWarningV2(
        'site:missing-redirect-target',
        `The web build lacks ${missingTargets.join(', ')}: /brand-assets and /brand-pack would redirect to a 403.`,
      );
    }
    if ((props.domainNames?.length ?? 0) > 0 !== (props.certificate !== undefined)) {
      throw new Error('StaticSite: domainNames and certificate must be given together.');
    }

    this.logBucket = new s3.Bucket(this, 'LogBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are delivered with an ACL, so the bucket must accept object ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(props.logRetentionDays ?? 90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // No versioning: the content is a build output, reproducible from git; rollback is a redeploy of an
    // older commit, and versions would only pile up replaced files.
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.buildCommit = stamp.commit;
    // One CSP for every answer, made from the build's inline-code hashes and the configured chart hosts.
    this.contentSecurityPolicy = contentSecurityPolicy({ ...stamp, chartHosts: props.chartHosts });
    this.securityHeaders = new SecurityHeaders(this, 'SecurityHeaders', {
      contentSecurityPolicy: this.contentSecurityPolicy,
    });
    this.embeddableSecurityHeaders = new SecurityHeaders(this, 'EmbeddableSecurityHeaders', {
      contentSecurityPolicy: this.contentSecurityPolicy,
      crossOriginResourcePolicy: 'cross-origin',
      comment: 'Security headers for files other sites may show: share card, brand folder',
    });
    // The Solana Actions manifest (ADR 40): read by blink clients from any origin.
    this.actionsManifestHeaders = new SecurityHeaders(this, 'ActionsManifestSecurityHeaders', {
      contentSecurityPolicy: this.contentSecurityPolicy,
      crossOriginResourcePolicy: 'cross-origin',
      anyOrigin: true,
      comment: 'Security headers and any-origin CORS for the Solana Actions manifest',
    });

    // The function carries the build's file list and its 404 page, with the same security headers.
    const manifest = siteManifest(props.webBuildPath, securityHeaderValues(this.contentSecurityPolicy));
    this.viewerRequestFunction = new cloudfront.Function(this, 'ViewerRequest', {
      code: cloudfront.FunctionCode.fromInline(viewerRequestCode(manifest)),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Brand redirects, section routes, folder index, 404 page, API trailing slash',
    });
    const functionAssociations = [
      { function: this.viewerRequestFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
    ];

    // Pages are stored with `Cache-Control: no-cache`, so browsers revalidate every visit; the edge keeps
    // them a day regardless (a minimum TTL overrides no-cache) and every deploy invalidates it.
    const pagesCachePolicy = new cloudfront.CachePolicy(this, 'PagesCachePolicy', {
      comment: 'Pages: held at the edge until the next deploy invalidates them',
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const s3Origin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);
    const common = {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      compress: true,
      responseHeadersPolicy: this.securityHeaders,
    };

    const additionalBehaviors: Record<string, cloudfront.BehaviorOptions> = {
      // Hashed file names never change content: cached for a year (their Cache-Control says immutable).
      '/assets/*': { ...common, origin: s3Origin, cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED },
    };
    // The share card and the brand folder: served as the pages are, but other sites may embed them.
    for (const pattern of EMBEDDABLE_PATH_PATTERNS) {
      additionalBehaviors[pattern] = {
        ...common,
        responseHeadersPolicy: this.embeddableSecurityHeaders,
        origin: s3Origin,
        cachePolicy: pagesCachePolicy,
        functionAssociations,
      };
    }
    additionalBehaviors[ACTIONS_MANIFEST_PATH] = {
      ...common,
      responseHeadersPolicy: this.actionsManifestHeaders,
      origin: s3Origin,
      cachePolicy: pagesCachePolicy,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      functionAssociations,
    };
    if (props.apiOrigin) {
      const api: cloudfront.BehaviorOptions = {
        ...common,
        origin: props.apiOrigin,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
        cachePolicy: new ApiCachePolicy(this, 'ApiCachePolicy'),
        originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        functionAssociations,
      };
      // `/api/*` does not match `/api` itself, hence two behaviours.
      additionalBehaviors['/api'] = api;
      additionalBehaviors['/api/*'] = api;
      // An announcement's own page (ADR 39): the function sends it to the API's news-page route, cached
      // as the handler says (a minute). `?` needs a slug, so `/news/` stays the page's news section.
      for (const pattern of NEWS_PAGE_PATH_PATTERNS) {
        additionalBehaviors[pattern] = {
          ...api,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        };
      }
    }

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Landing site and API',
      defaultBehavior: {
        ...common,
        origin: s3Origin,
        cachePolicy: pagesCachePolicy,
        functionAssociations,
      },
      additionalBehaviors,
      // An origin error is never held at the edge (CloudFront would keep it 10 s by default): the next
      // request asks again, and an entry the edge still has is served instead (`stale-if-error`).
      errorResponses: ORIGIN_ERROR_STATUSES.map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
      defaultRootObject: 'index.html',
      ...(props.webAclId ? { webAclId: props.webAclId } : {}),
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: props.priceClass ?? cloudfront.PriceClass.PRICE_CLASS_100,
      enableIpv6: props.ipv6 ?? false,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      // The TLS floor applies only to a custom certificate; the default one's policy is fixed by CloudFront.
      ...(props.certificate
        ? {
            certificate: props.certificate,
            domainNames: props.domainNames,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });

    new WebDeployment(this, 'Deployment', {
      webBuildPath: props.webBuildPath,
      bucket: this.bucket,
      distribution: this.distribution,
    });
  }
}

/**
 * Cache policy of the API behaviours: caches only what the handler marks cacheable (`s-maxage`), never
 * longer than five minutes. No query string is in the key (no route reads one), so `?r=<random>` is the
 * same entry. `Authorization` is in the key only because CloudFront forwards that header from the cache
 * policy alone, and the administrator's writes need it: the viewer-request function removes it from
 * every public GET first, so all visitors share one cached answer whatever they send.
 */
export class ApiCachePolicy extends cloudfront.CachePolicy {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      comment: 'API: honours the handlers Cache-Control; no Cache-Control means not cached',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
  }
}
