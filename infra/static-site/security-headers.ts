import { createHash } from 'node:crypto';
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { NEWS_PAGE_STYLE } from '../../lambdas/content/news-page/news-page-style';
import { NEWS_CARDS } from '../../lambdas/contract/news-cards';
import { BRAND_PAGE } from '../../web/build-plugins/brand-page';
import { SHARE_IMAGE } from '../../web/build-plugins/share-image';

/** CloudFront's quota for the Content-Security-Policy value of a response headers policy, in characters. */
export const MAX_CSP_LENGTH = 1783;

/** HSTS max-age: two years, the preload list's recommendation. */
export const HSTS_MAX_AGE = Duration.days(730);

/** What the page's CSP depends on: the build's inline code and the configured chart hosts. */
export interface CspSources {
  /** `'sha256-…'` sources of the build's inline styles (the build stamp has them). */
  readonly styleHashes: readonly string[];
  /** `'sha256-…'` sources of the build's inline scripts. */
  readonly scriptHashes: readonly string[];
  /** Hosts the chart frame may show (`deploy.chartHosts`). */
  readonly chartHosts: readonly string[];
  /** Origins the page may also call: only the local stack's emulators, never a deployed distribution. */
  readonly localConnectSources?: readonly string[];
}

/** The CSP source of the announcements' own pages' one inline stylesheet (behaviour §14.2, ADR 39). */
export const NEWS_PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(NEWS_PAGE_STYLE, 'utf8').digest('base64')}'`;

/** What the page calls besides its own origin: the price service and Firebase Auth's two hosts. */
const CONNECT_HOSTS = [
  'https://api.dexscreener.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

/**
 * The page's Content-Security-Policy: nothing unless named. Only our own files and the build's hashed
 * inline code run or style; the price feed and Firebase Auth are the only endpoints the page calls; the
 * configured chart hosts are the only frames; images are our own files.
 */
export function contentSecurityPolicy(sources: CspSources): string {
  const list = (...items: readonly string[]) => items.join(' ');
  return [
    "default-src 'none'",
    `script-src ${list("'self'", ...sources.scriptHashes)}`,
    `style-src ${list("'self'", ...sources.styleHashes, NEWS_PAGE_STYLE_HASH)}`,
    "img-src 'self'",
    `connect-src ${list("'self'", ...CONNECT_HOSTS, ...(sources.localConnectSources ?? []))}`,
    `frame-src ${list(...sources.chartHosts.map((host) => `https://${host}`))}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * `Cross-Origin-Resource-Policy`: `same-origin` for everything (no other site may embed our scripts,
 * pages or API answers), `cross-origin` for the files other sites are meant to show (ADR 11).
 */
export type ResourcePolicy = 'same-origin' | 'cross-origin';

/**
 * Files other sites may embed: the share card and the announcements' cards (`og:image`, which chat apps
 * and social sites show in link previews, some from the viewer's browser) and the brand folder (logos and pack the brand page offers
 * for others to use). CloudFront path patterns, each served with `Cross-Origin-Resource-Policy: cross-origin`.
 */
export const EMBEDDABLE_PATH_PATTERNS = [
  `/${SHARE_IMAGE.file}`,
  `/${BRAND_PAGE.split('/')[0]}/*`,
  `/${NEWS_CARDS.folder}/*`,
] as const;

/**
 * The Solana Actions manifest at the site's root (ADR 40; web/public/actions.json): blink clients read it
 * from their own origin, so it is served with `Access-Control-Allow-Origin: *` by a behaviour of its own.
 */
export const ACTIONS_MANIFEST_PATH = '/actions.json';
/** The CORS headers the manifest carries (the Actions spec), locally as at the edge. */
export const ACTIONS_MANIFEST_CORS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,HEAD,OPTIONS',
  'access-control-allow-headers': '*',
};

/** The resource policy of `path`, as the distribution's behaviours give it (`*` matches anything). */
export function resourcePolicyOf(path: string): ResourcePolicy {
  const embeddable = EMBEDDABLE_PATH_PATTERNS.some((pattern) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );
  return embeddable ? 'cross-origin' : 'same-origin';
}

/**
 * Every header the response headers policy sets, as the viewer receives them: the one source of the
 * CloudFront policy below and of the local server that serves a build the same way (scripts/local/site-server.ts).
 */
export function securityHeaderValues(
  csp: string,
  resourcePolicy: ResourcePolicy = 'same-origin',
): Record<string, string> {
  return {
    'content-security-policy': csp,
    // No `preload`: joining the browsers' preload list is the domain owner's decision, not the stack's.
    'strict-transport-security': `max-age=${HSTS_MAX_AGE.toSeconds()}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-resource-policy': resourcePolicy,
  };
}

/** Properties of {@link SecurityHeaders}. */
export interface SecurityHeadersProps {
  /** Content-Security-Policy header value, see {@link contentSecurityPolicy}. */
  readonly contentSecurityPolicy: string;
  /** `Cross-Origin-Resource-Policy` of the answers it covers. @default 'same-origin' */
  readonly crossOriginResourcePolicy?: ResourcePolicy;
  /** The policy's comment. @default 'Security headers for the site and its API' */
  readonly comment?: string;
  /** Any origin may read the answers ({@link ACTIONS_MANIFEST_CORS}). @default false */
  readonly anyOrigin?: boolean;
}

/** A CloudFront response headers policy with the security headers every answer carries. */
export class SecurityHeaders extends cloudfront.ResponseHeadersPolicy {
  constructor(scope: Construct, id: string, props: SecurityHeadersProps) {
    if (props.contentSecurityPolicy.length > MAX_CSP_LENGTH) {
      throw new Error(
        `The Content-Security-Policy is ${props.contentSecurityPolicy.length} characters, over CloudFront's ` +
          `limit of ${MAX_CSP_LENGTH}: the build has too many inline styles or scripts, or too many chart hosts.`,
      );
    }
    super(scope, id, {
      comment: props.comment ?? 'Security headers for the site and its API',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: props.contentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: HSTS_MAX_AGE,
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
          {
            header: 'Cross-Origin-Resource-Policy',
            value: props.crossOriginResourcePolicy ?? 'same-origin',
            override: true,
          },
        ],
      },
      removeHeaders: ['Server', 'X-Amz-Server-Side-Encryption', 'X-Amz-Version-Id'],
      ...(props.anyOrigin
        ? {
            corsBehavior: {
              accessControlAllowCredentials: false,
              accessControlAllowHeaders: ['*'],
              accessControlAllowMethods: ['GET', 'HEAD', 'OPTIONS'],
              accessControlAllowOrigins: ['*'],
              originOverride: true,
            },
          }
        : {}),
    });
  }
}
