/**
 * The header CloudFront adds to every request it sends to the API (an origin custom header holding the
 * origin secret); the handlers refuse a request without it (ADR 15).
 */
export const ORIGIN_HEADER = 'x-origin-verify';
