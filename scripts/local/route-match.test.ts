import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routes.js';
import { matchRoute } from './route-match.js';

const routeName = (method: string, path: string) => {
  const match = matchRoute(ROUTES, method, path);
  return match.kind === 'found' ? match.route.name : match.kind;
};

describe('matchRoute', () => {
  it('reaches the ping route with and without the trailing slash', () => {
    expect(routeName('GET', '/api')).toBe('ping');
    expect(routeName('GET', '/api/')).toBe('ping');
  });

  it('chooses the route by method on the same path template', () => {
    expect(routeName('GET', '/api/canonical/faq')).toBe('list-entries');
    expect(routeName('POST', '/api/canonical/faq')).toBe('create-entry');
    expect(routeName('PUT', '/api/canonical/faq/abc')).toBe('update-entry');
    expect(routeName('DELETE', '/api/canonical/faq/abc')).toBe('delete-entry');
    expect(routeName('POST', '/api/canonical/roadmap/abc/move')).toBe('move-roadmap-item');
  });

  it("reaches a locale's translated reads, the locale and collection as parameters (ADR 28)", () => {
    expect(routeName('GET', '/api/locales/es/canonical/faq')).toBe('list-localized-entries');
    expect(routeName('GET', '/api/locales/pt-br/firebase/chart-links')).toBe('list-localized-chart-links');
    expect(routeName('GET', '/api/locales/ja/canonical/roadmap/')).toBe('list-localized-entries');
    expect(matchRoute(ROUTES, 'GET', '/api/locales/zh-cn/canonical/donations')).toMatchObject({
      kind: 'found',
      pathParameters: { locale: 'zh-cn', collection: 'donations' },
    });
    // Any segment reaches the handler, which answers 400 naming the locales there are.
    expect(routeName('GET', '/api/locales/en/canonical/faq')).toBe('list-localized-entries');
    expect(matchRoute(ROUTES, 'POST', '/api/locales/es/canonical/faq')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET'],
    });
    expect(routeName('GET', '/api/locales/es')).toBe('not-found');
    expect(routeName('GET', '/api/locales//canonical/faq')).toBe('not-found');
    expect(routeName('GET', '/api/locales/es/canonical/faq/abc')).toBe('not-found');
  });

  it('hands over decoded path parameters', () => {
    expect(matchRoute(ROUTES, 'PUT', '/api/canonical/roadmap/a%20b')).toMatchObject({
      kind: 'found',
      pathParameters: { collection: 'roadmap', id: 'a b' },
    });
  });

  it('answers method-not-allowed with the allowed methods when only the method differs', () => {
    expect(matchRoute(ROUTES, 'PATCH', '/api/canonical/faq')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'POST'],
    });
  });

  it('does not let a {param} match an empty segment or span a slash', () => {
    expect(routeName('GET', '/api/canonical/')).toBe('not-found');
    expect(routeName('PUT', '/api/canonical//abc')).toBe('not-found');
    expect(routeName('GET', '/api/canonical/faq/abc/def/ghi')).toBe('not-found');
    expect(routeName('GET', '/nope')).toBe('not-found');
  });

  it('prefers a literal segment over a {param} in the same place', () => {
    const routes = [
      { name: 'any', method: 'GET', path: '/api/{kind}/latest', entry: 'a.ts', admin: false },
      { name: 'exact', method: 'GET', path: '/api/new-holders/latest', entry: 'b.ts', admin: false },
    ] as const;
    const match = matchRoute(routes, 'GET', '/api/new-holders/latest');
    expect(match.kind === 'found' && match.route.name).toBe('exact');
  });
});
