import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * The page's Content-Security-Policy. Only our own code runs; the price feed and Firebase Auth are the
 * only endpoints the page calls; the chart is the only third-party frame.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self' https://api.dexscreener.com https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
  'frame-src https://dexscreener.com https://www.dexscreener.com https://birdeye.so',
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Properties of {@link SecurityHeaders}. */
export interface SecurityHeadersProps {
  /** Content-Security-Policy header value. @default CONTENT_SECURITY_POLICY */
  readonly contentSecurityPolicy?: string;
  /** HSTS max-age. @default two years, the preload list's recommendation */
  readonly hstsMaxAge?: Duration;
}

/** A CloudFront response headers policy with the security headers every answer carries. */
export class SecurityHeaders extends cloudfront.ResponseHeadersPolicy {
  constructor(scope: Construct, id: string, props: SecurityHeadersProps = {}) {
    super(scope, id, {
      comment: 'Security headers for the site and its API',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: props.contentSecurityPolicy ?? CONTENT_SECURITY_POLICY,
          override: true,
        },
        // No `preload`: joining the browsers' preload list is the domain owner's decision, not the stack's.
        strictTransportSecurity: {
          accessControlMaxAge: props.hstsMaxAge ?? Duration.days(730),
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
          {
            header: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
            override: true,
          },
        ],
      },
      removeHeaders: ['Server', 'X-Amz-Server-Side-Encryption', 'X-Amz-Version-Id'],
    });
  }
}
