import type { RouteDefinition } from '../../lambdas/routes.js';

/** The outcome of matching a request against the route table, the way API Gateway does. */
export type RouteMatch =
  | {
      readonly kind: 'found';
      readonly route: RouteDefinition;
      readonly pathParameters: Record<string, string>;
    }
  | { readonly kind: 'method-not-allowed'; readonly allowed: readonly string[] }
  | { readonly kind: 'not-found' };

interface Candidate {
  readonly route: RouteDefinition;
  readonly pathParameters: Record<string, string>;
  /** One flag a segment, true for a literal: literals outrank {params}, as in API Gateway. */
  readonly literals: readonly boolean[];
}

/**
 * Finds the route for `method` and the raw (still percent-encoded) `path`. A `{param}` matches one
 * non-empty segment; a trailing slash is ignored, so `/api/` reaches `GET /api`.
 */
export function matchRoute(routes: readonly RouteDefinition[], method: string, path: string): RouteMatch {
  const segments = splitPath(path);
  const candidates = routes.flatMap((route) => {
    const candidate = matchTemplate(route, segments);
    return candidate ? [candidate] : [];
  });
  const forMethod = candidates.filter((c) => c.route.method === method.toUpperCase());
  if (forMethod.length === 0) {
    if (candidates.length === 0) return { kind: 'not-found' };
    return { kind: 'method-not-allowed', allowed: [...new Set(candidates.map((c) => c.route.method))] };
  }
  const best = forMethod.sort((a, b) => compareSpecificity(b.literals, a.literals))[0] as Candidate;
  return { kind: 'found', route: best.route, pathParameters: best.pathParameters };
}

function splitPath(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

function matchTemplate(route: RouteDefinition, segments: readonly string[]): Candidate | undefined {
  const template = splitPath(route.path);
  if (template.length !== segments.length) return undefined;
  const pathParameters: Record<string, string> = {};
  const literals: boolean[] = [];
  for (const [i, part] of template.entries()) {
    const segment = segments[i] as string;
    const param = /^\{([^}]+)\}$/.exec(part)?.[1];
    if (param === undefined) {
      if (part !== segment) return undefined;
      literals.push(true);
    } else {
      if (segment === '') return undefined;
      pathParameters[param] = safeDecode(segment);
      literals.push(false);
    }
  }
  return { route, pathParameters, literals };
}

function compareSpecificity(a: readonly boolean[], b: readonly boolean[]): number {
  for (const [i, literal] of a.entries()) {
    if (literal !== b[i]) return literal ? 1 : -1;
  }
  return 0;
}

/** API Gateway hands handlers decoded path parameters; a malformed escape is passed on as sent. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
